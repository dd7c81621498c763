import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StateRule, stateRecordsFileSchema } from '@launchops/contracts';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError, defaultContentDir } from './load.js';

/** The folder of the jurisdictions' files, one per state, named by its code in lower case (ca.yaml). */
export const OBLIGATIONS_DIR = 'obligations';
const FILE_NAME = /^[a-z]{2}\.yaml$/;

/** "records[3].due.month" as `record "id" (records[3]) "due.month"`, so an author finds the record by its id. */
function where(issuePath: readonly PropertyKey[], records: unknown): string {
  if (issuePath[0] !== 'records' || typeof issuePath[1] !== 'number') return issuePath.length ? `"${issuePath.map(String).join('.')}": ` : '';
  const id = Array.isArray(records) ? (records[issuePath[1]] as { id?: unknown } | undefined)?.id : undefined;
  const field = issuePath
    .slice(2)
    .map((s) => (typeof s === 'number' ? `[${s}]` : `.${String(s)}`))
    .join('')
    .replace(/^\./, '');
  return `record ${typeof id === 'string' ? `"${id}" ` : ''}(records[${issuePath[1]}])${field ? ` "${field}"` : ''}: `;
}

function loadFile(text: string, name: string): StateRule[] {
  const file = `${OBLIGATIONS_DIR}/${name}`;
  const document = parseDocument(text, { prettyErrors: true });
  if (document.errors.length > 0) throw new ContentError(document.errors.map((e) => `${file}: not valid YAML: ${e.message.split('\n')[0]}`));
  const raw = document.toJS() as { records?: unknown } | null;
  const result = z.safeParse(stateRecordsFileSchema, raw ?? {});
  if (!result.success) throw new ContentError(result.error.issues.map((issue) => `${file}: ${where(issue.path, raw?.records)}${issue.message}`));
  if (`${result.data.state.toLowerCase()}.yaml` !== name) throw new ContentError([`${file}: "state" is ${result.data.state}, but the file is named ${name}`]);
  return result.data.records.map((record) => ({ ...record, state: result.data.state }));
}

/** What a record must say beyond its fields' own shapes: dated or a standing duty, and not both a figure and a doubt. */
function recordProblems(rule: StateRule): string[] {
  const problems: string[] = [];
  if (rule.exists === false && (rule.due || rule.condition || rule.amount || rule.replaces))
    problems.push('a record saying the obligation does not exist ("exists: false") has no due, condition, amount or replaces');
  if (rule.ifMissed && !rule.due) problems.push('"ifMissed" belongs to a dated one-off filing; this record has no "due"');
  if (rule.replaces && rule.scope !== 'employees')
    problems.push('"replaces" hands a federal rule over for employees in the state; use it with scope employees');
  if (rule.amends && (rule.scope !== 'employees' || rule.due || rule.replaces || rule.exists === false))
    problems.push('"amends" adds to a federal rule\'s reason for employees in the state: scope employees, no "due", no "replaces"');
  return problems;
}

/**
 * Reads and validates every jurisdiction's file in obligations/ (default: this package's). Synchronous, so the plan's
 * rules are ready when its module loads. Throws a ContentError naming the file, the record and the field of every
 * problem; an id appears once per entity type across all files, and every record's task must exist (checked by
 * `taskSlugs` when given).
 */
export function loadStateRules(dir: string = defaultContentDir, taskSlugs?: ReadonlySet<string>, compiledFile = COMPILED_FILE): StateRule[] {
  return readStateRules(dir, taskSlugs, compiledFile).rules;
}

/** The records of `dir`, checked, with the hash of the files they came from. */
function readStateRules(dir: string, taskSlugs: ReadonlySet<string> | undefined, compiledFile: string): { rules: StateRule[]; hash: string } {
  const folder = path.join(path.resolve(dir), OBLIGATIONS_DIR);
  let names: string[];
  try {
    names = readdirSync(folder)
      .filter((name) => name.endsWith('.yaml'))
      .sort();
  } catch (error) {
    throw new ContentError([`${OBLIGATIONS_DIR}/: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`]);
  }
  const misnamed = names.filter((name) => !FILE_NAME.test(name));
  if (misnamed.length)
    throw new ContentError(misnamed.map((name) => `${OBLIGATIONS_DIR}/${name}: a jurisdiction's file is named by its two-letter code, e.g. ca.yaml`));
  const texts = names.map((name) => [name, readFileSync(path.join(folder, name), 'utf8')] as const);
  const hash = sourceHash(texts);
  const problems: string[] = [];
  let rules = parsed.get(hash) ?? compiledRules(hash, compiledFile);
  if (!rules) {
    rules = [];
    for (const [name, text] of texts) {
      try {
        rules.push(...loadFile(text, name));
      } catch (error) {
        if (error instanceof ContentError) problems.push(...error.problems);
        else throw error;
      }
    }
    if (problems.length > 0) throw new ContentError(problems);
    parsed.set(hash, rules);
  }
  const seen = new Map<string, string>();
  for (const rule of rules) {
    const file = `${OBLIGATIONS_DIR}/${rule.state.toLowerCase()}.yaml: record "${rule.id}"`;
    for (const entity of rule.entities) {
      const key = `${rule.id} ${entity}`;
      const first = seen.get(key);
      if (first !== undefined) problems.push(`${file}: "id" for ${entity} is already used in ${first}`);
      else seen.set(key, `${rule.state.toLowerCase()}.yaml`);
    }
    if (taskSlugs && !taskSlugs.has(rule.taskSlug)) problems.push(`${file} "taskSlug": "${rule.taskSlug}" is not a task in tasks/`);
    problems.push(...recordProblems(rule).map((problem) => `${file}: ${problem}`));
  }
  if (problems.length > 0) throw new ContentError(problems);
  return { rules: [...rules], hash };
}

/**
 * Parsing the 51 files' YAML takes about 2 s, which every API process paid at start (twice: the plan and the
 * assistant read them). So the content build writes the parsed, validated records beside this module with a hash of
 * the files they came from (`writeCompiledStateRules`), and a load whose files hash the same takes those; any other
 * folder or any edit is parsed and validated as before. Within a process each set of files is parsed once.
 */
const COMPILED_FILE = fileURLToPath(new URL('./state-rules.compiled.json', import.meta.url));
const parsed = new Map<string, StateRule[]>();

function sourceHash(texts: ReadonlyArray<readonly [string, string]>): string {
  const hash = createHash('sha256');
  for (const [name, text] of texts) hash.update(`${name}\0${text}\0`);
  return hash.digest('hex');
}

function compiledRules(hash: string, file: string): StateRule[] | undefined {
  try {
    const compiled = JSON.parse(readFileSync(file, 'utf8')) as { hash?: unknown; rules?: StateRule[] };
    return compiled.hash === hash && Array.isArray(compiled.rules) ? compiled.rules : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the records of `dir` (validated by loading them) for later loads of the same files; the content build runs it. */
export function writeCompiledStateRules(dir: string = defaultContentDir, file = COMPILED_FILE): number {
  const { rules, hash } = readStateRules(dir, undefined, file);
  writeFileSync(file, JSON.stringify({ hash, rules }));
  return rules.length;
}

/** Records last verified more than `months` months before `today` (YYYY-MM-DD), oldest first. */
export function staleRecords(rules: readonly StateRule[], today: string, months = 12): StateRule[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const cutoff = new Date(Date.UTC(year, month - 1 - months, day)).toISOString().slice(0, 10);
  return rules.filter((rule) => rule.lastVerified < cutoff).sort((a, b) => a.lastVerified.localeCompare(b.lastVerified));
}
