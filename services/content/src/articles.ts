import path from 'node:path';
import { type ContentArticleFrontMatter, contentArticleBodySchema, contentArticleFrontMatterSchema, type ContentAuthor } from '@launchops/contracts';
import { z } from 'zod';
import { issues, markdownFiles, type Reader, readMarkdown, readText } from './content-reader.js';

export interface ContentArticle extends ContentArticleFrontMatter {
  /** The body, Markdown. */
  content: string;
  file: string;
}

/** articles/<slug>.md: front matter, then the article in Markdown. Newest first. */
export async function readArticles(reader: Reader): Promise<ContentArticle[]> {
  const articles: ContentArticle[] = [];
  for (const { file } of await markdownFiles(reader, 'articles', false)) {
    const source = await readText(reader, file);
    if (source === undefined) continue;
    const parsed = readMarkdown(reader, file, source, contentArticleFrontMatterSchema);
    if (!parsed) continue;
    if (path.basename(file, '.md') !== parsed.data.slug)
      reader.problems.push(`${file}: front matter "slug" is "${parsed.data.slug}": name the file ${parsed.data.slug}.md`);
    // The article's Markdown, from its first line to one closing line break, as a text file ends.
    const body = z.safeParse(contentArticleBodySchema, { content: `${parsed.body.trim()}\n` });
    if (!body.success) {
      reader.problems.push(...issues(file, 'body', body.error));
      continue;
    }
    articles.push({ ...parsed.data, content: body.data.content, file });
  }
  return articles.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
}

/** Each article's author is in authors.yaml (checked once every file is valid). */
export function checkArticleAuthors(reader: Reader, articles: readonly ContentArticle[], authors: readonly ContentAuthor[]): void {
  const authorIds = new Set(authors.map((a) => a.id));
  for (const article of articles) {
    if (!authorIds.has(article.author)) reader.problems.push(`${article.file}: front matter "author": ${article.author} is not an id in authors.yaml`);
  }
}
