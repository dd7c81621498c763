import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { contentNewsletterIssueBodySchema, type ContentNewsletterIssueFrontMatter, contentNewsletterIssueFrontMatterSchema } from '@launchops/contracts';
import { z } from 'zod';
import { issues, markdownFiles, type Reader, readMarkdown, readText } from './content-reader.js';

export interface ContentNewsletterIssue extends ContentNewsletterIssueFrontMatter {
  /** The body, Markdown. */
  content: string;
  /** e.g. newsletter/83b-election-30-days.md */
  file: string;
}

/** newsletter/<slug>.md: one issue each, sent on its Thursday. A content folder without newsletter/ has no issues. */
export async function readNewsletterIssues(reader: Reader): Promise<ContentNewsletterIssue[]> {
  try {
    await readdir(path.join(reader.dir, 'newsletter'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
  }
  const found: ContentNewsletterIssue[] = [];
  for (const { file } of await markdownFiles(reader, 'newsletter', false)) {
    const source = await readText(reader, file);
    if (source === undefined) continue;
    const parsed = readMarkdown(reader, file, source, contentNewsletterIssueFrontMatterSchema);
    if (!parsed) continue;
    if (path.basename(file, '.md') !== parsed.data.slug)
      reader.problems.push(`${file}: front matter "slug" is "${parsed.data.slug}": name the file ${parsed.data.slug}.md`);
    const body = z.safeParse(contentNewsletterIssueBodySchema, { content: `${parsed.body.trim()}\n` });
    if (!body.success) {
      reader.problems.push(...issues(file, 'body', body.error));
      continue;
    }
    found.push({ ...parsed.data, content: body.data.content, file });
  }
  return found.sort((a, b) => a.sendDate.localeCompare(b.sendDate) || a.slug.localeCompare(b.slug));
}
