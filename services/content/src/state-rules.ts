import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type StateRule, stateRulesFileSchema } from '@launchops/contracts';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError, defaultContentDir } from './load.js';

const FILE = 'state-rules.yaml';

/**
 * Reads and validates state-rules.yaml (default: this package's): each state's dated filings with their sources.
 * Synchronous, so the plan's rules are ready when its module loads. Throws a ContentError naming the file, the entry
 * and the field of every problem; an id appears once per entity type, and every rule's task must exist (checked by
 * `taskSlugs` when given).
 */
export function loadStateRules(dir: string = defaultContentDir, taskSlugs?: ReadonlySet<string>): StateRule[] {
  let source: string;
  try {
    source = readFileSync(path.join(path.resolve(dir), FILE), 'utf8');
  } catch (error) {
    throw new ContentError([`${FILE}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`]);
  }
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) throw new ContentError(document.errors.map((e) => `${FILE}: not valid YAML: ${e.message.split('\n')[0]}`));
  const result = z.safeParse(stateRulesFileSchema, document.toJS() ?? []);
  if (!result.success) {
    throw new ContentError(
      result.error.issues.map((issue) => {
        const field = issue.path.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
        return `${FILE}: ${field ? `"${field}": ` : ''}${issue.message}`;
      }),
    );
  }
  const problems: string[] = [];
  const seen = new Map<string, number>();
  result.data.forEach((rule, index) => {
    for (const entity of rule.entities) {
      const key = `${rule.id} ${entity}`;
      const first = seen.get(key);
      if (first !== undefined) problems.push(`${FILE}: [${index}] "id": "${rule.id}" for ${entity} is already used by [${first}]`);
      else seen.set(key, index);
    }
    if (taskSlugs && !taskSlugs.has(rule.taskSlug)) problems.push(`${FILE}: [${index}] "taskSlug": "${rule.taskSlug}" is not a task in tasks/`);
  });
  if (problems.length > 0) throw new ContentError(problems);
  return result.data;
}
