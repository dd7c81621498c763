import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filingRulesFileSchema, type FilingRuleTexts } from '@launchops/contracts';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError, defaultContentDir } from './load.js';

const FILE = 'filing-rules.yaml';

/**
 * Reads and validates filing-rules.yaml (default: this package's): the federal filing rules' titles, reasons and
 * sources, keyed by rule id. Synchronous, so the plan's rules are ready when its module loads. Throws a ContentError
 * naming the file, the rule and the field of every problem; every rule's task must exist (checked when `taskSlugs`
 * is given).
 */
export function loadFilingRules(dir: string = defaultContentDir, taskSlugs?: ReadonlySet<string>): FilingRuleTexts {
  let source: string;
  try {
    source = readFileSync(path.join(path.resolve(dir), FILE), 'utf8');
  } catch (error) {
    throw new ContentError([`${FILE}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`]);
  }
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) throw new ContentError(document.errors.map((e) => `${FILE}: not valid YAML: ${e.message.split('\n')[0]}`));
  const result = z.safeParse(filingRulesFileSchema, document.toJS() ?? {});
  if (!result.success) {
    throw new ContentError(
      result.error.issues.map((issue) => `${FILE}: ${issue.path.length ? `"${issue.path.map(String).join('.')}": ` : ''}${issue.message}`),
    );
  }
  const problems = Object.entries(result.data)
    .filter(([, rule]) => taskSlugs && !taskSlugs.has(rule.taskSlug))
    .map(([id, rule]) => `${FILE}: "${id}.taskSlug": "${rule.taskSlug}" is not a task in tasks/`);
  if (problems.length > 0) throw new ContentError(problems);
  return result.data;
}
