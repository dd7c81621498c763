import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { StandardSchemaV1 } from '@standard-schema/spec';

export interface ValidationIssue {
  path: string;
  message: string;
}

/** The path of the first string holding U+0000, if any (depth-limited: bodies are small). */
function findNulCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNulCharacter(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

const WHERE: Record<string, string> = { body: 'The request body', query: 'The query string', param: 'The URL' };

/**
 * Validates any parameter declared with `{ schema }` (zod contracts) and answers 400 with every
 * issue, each with its path, so a person can see what to fix.
 */
@Injectable()
export class SchemaValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const schema = (metadata as ArgumentMetadata & { schema?: StandardSchemaV1 }).schema;
    if (!schema || metadata.type === 'custom') return value;
    if (metadata.type === 'body' && (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new BadRequestException({
        message: 'The request body must be a JSON object (send it with Content-Type: application/json)',
      });
    }
    const nulPath = findNulCharacter(value);
    if (nulPath !== undefined) {
      // PostgreSQL cannot store U+0000 in text; no legitimate form sends it.
      throw new BadRequestException({
        message: 'Text must not contain NUL characters',
        issues: [{ path: nulPath, message: 'Text must not contain NUL characters' }],
      });
    }
    const result = await schema['~standard'].validate(value);
    if (!result.issues) return result.value;
    const issues: ValidationIssue[] = result.issues.map((issue) => ({
      path: (issue.path ?? []).map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment))).join('.'),
      message: issue.message,
    }));
    const first = issues[0];
    const label = metadata.data ?? first?.path;
    throw new BadRequestException({
      message: first ? (first.path || label ? first.message : `${WHERE[metadata.type] ?? 'The request'}: ${first.message}`) : 'Invalid request',
      issues,
    });
  }
}
