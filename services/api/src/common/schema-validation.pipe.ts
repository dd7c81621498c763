import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { StandardSchemaV1 } from '@standard-schema/spec';

export interface ValidationIssue {
  path: string;
  message: string;
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
    const result = await schema['~standard'].validate(value);
    if (!result.issues) return result.value;
    const issues: ValidationIssue[] = result.issues.map((issue) => ({
      path: (issue.path ?? [])
        .map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment)))
        .join('.'),
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
