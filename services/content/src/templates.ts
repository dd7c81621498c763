import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { COUNSEL_REVIEW, contentDocumentTemplateFrontMatterSchema, type ContentDocumentTemplateFrontMatter, NOT_LEGAL_ADVICE } from '@launchops/contracts';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError, defaultContentDir } from './load.js';

const FOLDER = 'templates';
const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/;

export interface ContentDocumentTemplate extends ContentDocumentTemplateFrontMatter {
  /** Relative to the content folder, e.g. templates/offer-letter.md. */
  file: string;
  /** The template in Markdown, without its front matter. */
  content: string;
}

const fieldOf = (issue: z.core.$ZodIssue) => issue.path.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');

/**
 * Reads and validates templates/*.md (default: this package's): the document templates the Basic plan opens. Each
 * needs its front matter (slug = file name, title, summary, sources named without URLs, lastVerified) and a body
 * that says it is not legal advice and to have counsel review it. Throws a ContentError naming the file and the
 * field of every problem. Sorted by title.
 */
export async function loadDocumentTemplates(dir: string = defaultContentDir): Promise<ContentDocumentTemplate[]> {
  const folder = path.join(path.resolve(dir), FOLDER);
  let names: string[];
  try {
    names = (await readdir(folder)).sort();
  } catch (error) {
    throw new ContentError([`${FOLDER}/: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`]);
  }
  const problems: string[] = [];
  const templates: ContentDocumentTemplate[] = [];
  for (const name of names) {
    const file = `${FOLDER}/${name}`;
    if (!name.endsWith('.md')) {
      problems.push(`${file}: only .md files belong in ${FOLDER}/`);
      continue;
    }
    const source = (await readFile(path.join(folder, name), 'utf8')).replace(/\r\n/g, '\n');
    const match = FRONT_MATTER.exec(source);
    if (!match) {
      problems.push(`${file}: must start with front matter: a line "---", the fields in YAML, then a line "---"`);
      continue;
    }
    const document = parseDocument(match[1]!, { prettyErrors: true });
    if (document.errors.length > 0) {
      problems.push(...document.errors.map((e) => `${file}: front matter is not valid YAML: ${e.message.split('\n')[0]}`));
      continue;
    }
    const parsed = z.safeParse(contentDocumentTemplateFrontMatterSchema, document.toJS() ?? {});
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `${file}: front matter${fieldOf(issue) ? ` "${fieldOf(issue)}"` : ''}: ${issue.message}`));
      continue;
    }
    const content = source.slice(match[0].length).trim();
    if (path.basename(name, '.md') !== parsed.data.slug)
      problems.push(`${file}: front matter "slug" is "${parsed.data.slug}": name the file ${parsed.data.slug}.md`);
    if (!NOT_LEGAL_ADVICE.test(content) || !COUNSEL_REVIEW.test(content)) {
      problems.push(`${file}: the body must say it is "not legal advice" and to have counsel review it before use`);
    }
    if (content.length < 200) problems.push(`${file}: the body is too short to be a template (${content.length} characters)`);
    templates.push({ ...parsed.data, file, content });
  }
  const seen = new Map<string, string>();
  for (const template of templates) {
    const earlier = seen.get(template.title);
    if (earlier) problems.push(`${template.file}: front matter "title" is also the title of ${earlier}`);
    seen.set(template.title, template.file);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return templates.sort((a, b) => a.title.localeCompare(b.title));
}
