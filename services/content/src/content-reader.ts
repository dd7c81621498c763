import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';

// The contracts validate with zod/mini, which carries no message texts; an editor should read "Invalid ISO date",
// not "Invalid input".
z.config(z.locales.en());

/** Every problem found in the content folder, one line each, naming the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} problems in the content:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** A zod issue path as an editor would write it: recommendedTools[1].link */
const fieldPath = (segments: ReadonlyArray<PropertyKey>) =>
  segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');

export function issues(file: string, where: string, error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const field = fieldPath(issue.path);
    const place = [where, field && `"${field}"`].filter(Boolean).join(' ');
    return `${file}: ${place ? `${place}: ` : ''}${issue.message}`;
  });
}

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/;

export interface Reader {
  dir: string;
  problems: string[];
}

export async function readText(reader: Reader, file: string): Promise<string | undefined> {
  try {
    // Line endings from any editor read the same.
    return (await readFile(path.join(reader.dir, file), 'utf8')).replace(/\r\n?/g, '\n');
  } catch (error) {
    reader.problems.push(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    return undefined;
  }
}

export function parseYaml(reader: Reader, file: string, source: string, where: string): unknown {
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) {
    for (const error of document.errors) reader.problems.push(`${file}: ${where ? `${where}: ` : ''}not valid YAML: ${error.message.split('\n')[0]}`);
    return undefined;
  }
  return document.toJS();
}

export async function readYamlList<T>(reader: Reader, file: string, schema: z.core.$ZodType<T[]>): Promise<T[]> {
  const source = await readText(reader, file);
  if (source === undefined) return [];
  const before = reader.problems.length;
  const data = parseYaml(reader, file, source, '');
  if (reader.problems.length > before) return [];
  const result = z.safeParse(schema, data ?? []);
  if (!result.success) {
    reader.problems.push(...issues(file, '', result.error));
    return [];
  }
  return result.data;
}

/** Splits a Markdown file into its YAML front matter (validated) and its body. */
export function readMarkdown<T>(reader: Reader, file: string, source: string, schema: z.core.$ZodType<T>): { data: T; body: string } | undefined {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    reader.problems.push(`${file}: must start with front matter: a line "---", the fields in YAML, then a line "---"`);
    return undefined;
  }
  const before = reader.problems.length;
  const data = parseYaml(reader, file, match[1]!, 'front matter');
  if (reader.problems.length > before) return undefined;
  const result = z.safeParse(schema, data ?? {});
  if (!result.success) {
    reader.problems.push(...issues(file, 'front matter', result.error));
    return undefined;
  }
  return { data: result.data, body: source.slice(match[0].length) };
}

/** The .md files of a folder; anything else there is reported (a misspelt extension would otherwise vanish). */
export async function markdownFiles(reader: Reader, folder: string, allowFolders: boolean): Promise<Array<{ file: string; folders: string[] }>> {
  let entries;
  try {
    entries = await readdir(path.join(reader.dir, folder), { withFileTypes: true });
  } catch (error) {
    reader.problems.push(`${folder}/: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    return [];
  }
  const found: Array<{ file: string; folders: string[] }> = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = `${folder}/${entry.name}`;
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory() && allowFolders) {
      const inner = await markdownFiles(reader, file, false);
      found.push(...inner.map((f) => ({ file: f.file, folders: [entry.name, ...f.folders] })));
    } else if (entry.isFile() && entry.name.endsWith('.md')) {
      found.push({ file, folders: [] });
    } else {
      reader.problems.push(`${file}: only ${allowFolders ? 'category folders' : '.md files'} belong in ${folder}/`);
    }
  }
  return found;
}

/** Reports each value met twice, naming where it was seen first. */
export function unique<T>(reader: Reader, items: T[], key: (item: T) => string | number, where: (item: T) => string, what: string) {
  const seen = new Map<string | number, T>();
  for (const item of items) {
    const value = key(item);
    const first = seen.get(value);
    if (first !== undefined) reader.problems.push(`${where(item)}: ${what} ${JSON.stringify(value)} is already used by ${where(first)}`);
    else seen.set(value, item);
  }
}

/** Reports each value met twice in a YAML list, naming the entries by index (`facts.yaml: [3]`). */
export function uniqueInList<T>(reader: Reader, file: string, items: T[], key: (item: T) => string | number, what: string): void {
  unique(
    reader,
    items.map((item, index) => ({ item, index })),
    (x) => key(x.item),
    (x) => `${file}: [${x.index}]`,
    what,
  );
}

/** Reports each value met twice among Markdown files, naming the files. */
export function uniqueInFiles<T extends { file: string }>(reader: Reader, items: T[], key: (item: T) => string | number, what: string): void {
  unique(reader, items, key, (item) => item.file, what);
}
