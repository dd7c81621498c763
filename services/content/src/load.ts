import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ContentAdvisor,
  contentAdvisorsFileSchema,
  type ContentArticleFrontMatter,
  contentArticleBodySchema,
  contentArticleFrontMatterSchema,
  type ContentAuthor,
  contentAuthorsFileSchema,
  type ContentCategory,
  contentCategoriesFileSchema,
  type ContentFact,
  contentFactsFileSchema,
  contentPlansFileSchema,
  type ContentFaq,
  contentFaqFileSchema,
  type ContentPolicy,
  contentPoliciesFileSchema,
  POLICY_IDS,
  contentNewsletterIssueBodySchema,
  type ContentNewsletterIssueFrontMatter,
  contentNewsletterIssueFrontMatterSchema,
  type ContentProduct,
  contentProductsFileSchema,
  contentTaskBodySchema,
  type ContentTaskFrontMatter,
  contentTaskFrontMatterSchema,
  recommendedProductId,
} from '@launchops/contracts';
import { parseDocument } from 'yaml';
import { fillPlaceholders, oneLine, type PlaceholderValues } from './placeholders.js';
import { z } from 'zod';

// The contracts validate with zod/mini, which carries no message texts; an editor should read "Invalid ISO date",
// not "Invalid input".
z.config(z.locales.en());

/** This package's folder: the content that ships with the site. */
export const defaultContentDir = fileURLToPath(new URL('..', import.meta.url));

export interface ContentTask extends ContentTaskFrontMatter {
  /** The body before "## Tips". */
  description: string;
  /** The lines under "## Tips". */
  resources: string;
  /** Relative to the content folder, e.g. tasks/legal/file-83b-election.md */
  file: string;
}

export interface ContentArticle extends ContentArticleFrontMatter {
  /** The body, Markdown. */
  content: string;
  file: string;
}

export interface ContentNewsletterIssue extends ContentNewsletterIssueFrontMatter {
  /** The body, Markdown. */
  content: string;
  /** e.g. newsletter/83b-election-30-days.md */
  file: string;
}

export interface ContentCounts {
  categories: number;
  tasks: number;
  articles: number;
  authors: number;
  advisors: number;
  products: number;
  /** Products listed on /software, /tools and the home page (a product may be in several). */
  software: number;
  tools: number;
  faqs: number;
}

export interface Content {
  /** The folder it was read from. */
  dir: string;
  /** By order. */
  categories: ContentCategory[];
  /** By id. */
  tasks: ContentTask[];
  /** Newest first. */
  articles: ContentArticle[];
  authors: ContentAuthor[];
  /** The first is the advisor /consulting shows. */
  advisors: ContentAdvisor[];
  /** The one catalogue, in its order; /software, /tools and the home page's picks are views of it. */
  products: ContentProduct[];
  consultingFaq: ContentFaq[];
  /** facts.yaml: each fact stated once, its wording with its placeholders filled in (one line). */
  facts: ContentFact[];
  /** policies.yaml, in the order of POLICY_IDS, each statement filled in (one line). */
  policies: ContentPolicy[];
  /** The newsletter's issues (newsletter/<slug>.md), by send date. */
  newsletterIssues: ContentNewsletterIssue[];
  /** Computed from the files, never typed. */
  counts: ContentCounts;
}

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

function issues(file: string, where: string, error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const field = fieldPath(issue.path);
    const place = [where, field && `"${field}"`].filter(Boolean).join(' ');
    return `${file}: ${place ? `${place}: ` : ''}${issue.message}`;
  });
}

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/;
const TIPS_HEADING = /^## Tips[ \t]*$/m;

interface Reader {
  dir: string;
  problems: string[];
}

async function readText(reader: Reader, file: string): Promise<string | undefined> {
  try {
    // Line endings from any editor read the same.
    return (await readFile(path.join(reader.dir, file), 'utf8')).replace(/\r\n?/g, '\n');
  } catch (error) {
    reader.problems.push(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    return undefined;
  }
}

function parseYaml(reader: Reader, file: string, source: string, where: string): unknown {
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) {
    for (const error of document.errors) reader.problems.push(`${file}: ${where ? `${where}: ` : ''}not valid YAML: ${error.message.split('\n')[0]}`);
    return undefined;
  }
  return document.toJS();
}

async function readYamlList<T>(reader: Reader, file: string, schema: z.core.$ZodType<T[]>): Promise<T[]> {
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
function readMarkdown<T>(reader: Reader, file: string, source: string, schema: z.core.$ZodType<T>): { data: T; body: string } | undefined {
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
async function markdownFiles(reader: Reader, folder: string, allowFolders: boolean): Promise<Array<{ file: string; folders: string[] }>> {
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

async function readTasks(reader: Reader): Promise<ContentTask[]> {
  const tasks: ContentTask[] = [];
  for (const { file, folders } of await markdownFiles(reader, 'tasks', true)) {
    if (folders.length !== 1) {
      reader.problems.push(`${file}: a task lives in tasks/<category>/<slug>.md`);
      continue;
    }
    const source = await readText(reader, file);
    if (source === undefined) continue;
    const parsed = readMarkdown(reader, file, source, contentTaskFrontMatterSchema);
    if (!parsed) continue;
    const { data, body } = parsed;
    if (data.category !== folders[0])
      reader.problems.push(`${file}: front matter "category" is "${data.category}" but the file is in tasks/${folders[0]}/: move the file or fix the field`);
    if (path.basename(file, '.md') !== data.slug) reader.problems.push(`${file}: front matter "slug" is "${data.slug}": name the file ${data.slug}.md`);
    const parts = body.split(TIPS_HEADING);
    if (parts.length !== 2) {
      reader.problems.push(`${file}: body: needs exactly one "## Tips" heading, after the description (found ${parts.length - 1})`);
      continue;
    }
    const sections = z.safeParse(contentTaskBodySchema, { description: parts[0]!.trim(), resources: parts[1]!.trim() });
    if (!sections.success) {
      reader.problems.push(...issues(file, 'body', sections.error));
      continue;
    }
    tasks.push({ ...data, ...sections.data, file });
  }
  return tasks.sort((a, b) => a.id - b.id);
}

async function readArticles(reader: Reader): Promise<ContentArticle[]> {
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

/** newsletter/<slug>.md: one issue each, sent on its Thursday. A content folder without newsletter/ has no issues. */
async function readNewsletterIssues(reader: Reader): Promise<ContentNewsletterIssue[]> {
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

/** Reports each value met twice, naming where it was seen first. */
function unique<T>(reader: Reader, items: T[], key: (item: T) => string | number, where: (item: T) => string, what: string) {
  const seen = new Map<string | number, T>();
  for (const item of items) {
    const value = key(item);
    const first = seen.get(value);
    if (first !== undefined) reader.problems.push(`${where(item)}: ${what} ${JSON.stringify(value)} is already used by ${where(first)}`);
    else seen.set(value, item);
  }
}

/**
 * Fills in {{fact:<id>}}, {{value:<id>}}, {{session-price}}, {{count:tasks}}... in facts, policies, tasks and articles,
 * so a shared value is typed once (see placeholders.ts). An unknown placeholder names the file and the field.
 */
function fillContentPlaceholders(
  reader: Reader,
  c: Pick<Content, 'categories' | 'tasks' | 'articles' | 'advisors' | 'products' | 'facts' | 'policies'>,
  plans: ReadonlyArray<{ id: string; monthlyPriceUsd: number; sessionsPerMonth?: number }>,
): void {
  const values: PlaceholderValues = {
    facts: new Map(c.facts.map((f) => [f.id, f])),
    sessionPriceCents: c.advisors[0]?.sessionPriceCents,
    counts: { tasks: c.tasks.length, areas: c.categories.length, articles: c.articles.length, products: c.products.length },
    plans: new Map(plans.map((p) => [p.id, p])),
  };
  const report = (problem: string) => reader.problems.push(problem);
  const filled = c.facts.map((f, i) => ({ ...f, wording: oneLine(fillPlaceholders(f.wording, values, `facts.yaml: [${i}] "wording"`, report)) }));
  c.facts.splice(0, c.facts.length, ...filled);
  c.policies.forEach((p, i) => (p.statement = oneLine(fillPlaceholders(p.statement, values, `policies.yaml: [${i}] "statement"`, report))));
  for (const task of c.tasks) {
    task.title = fillPlaceholders(task.title, values, `${task.file}: front matter "title"`, report);
    task.description = fillPlaceholders(task.description, values, `${task.file}: body`, report);
    task.resources = fillPlaceholders(task.resources, values, `${task.file}: body (Tips)`, report);
  }
  for (const article of c.articles) {
    article.excerpt = fillPlaceholders(article.excerpt, values, `${article.file}: front matter "excerpt"`, report);
    article.content = fillPlaceholders(article.content, values, `${article.file}: body`, report);
  }
}

/**
 * Reads and validates the content folder (default: this package's). Throws a ContentError listing every problem,
 * each naming the file and the field, e.g. `tasks/legal/file-83b-election.md: front matter "lastVerified": Invalid ISO date`.
 */
export async function loadContent(dir: string = defaultContentDir): Promise<Content> {
  const reader: Reader = { dir: path.resolve(dir), problems: [] };
  const [categories, tasks, articles, authors, advisors, products, consultingFaq] = [
    await readYamlList(reader, 'categories.yaml', contentCategoriesFileSchema),
    await readTasks(reader),
    await readArticles(reader),
    await readYamlList(reader, 'authors.yaml', contentAuthorsFileSchema),
    await readYamlList(reader, 'advisor.yaml', contentAdvisorsFileSchema),
    await readYamlList(reader, 'products.yaml', contentProductsFileSchema),
    await readYamlList(reader, 'consulting-faq.yaml', contentFaqFileSchema),
  ];
  const newsletterIssues = await readNewsletterIssues(reader);

  const facts = await readYamlList(reader, 'facts.yaml', contentFactsFileSchema);
  // Only for the policies' {{plan-price:<id>}} and {{plan-sessions:<id>}}; loadPlans reads the plans themselves.
  const plans = await readYamlList(reader, 'plans.yaml', contentPlansFileSchema);
  const policies = await readYamlList(reader, 'policies.yaml', contentPoliciesFileSchema);

  const at = (file: string, index: number) => `${file}: [${index}]`;
  unique(
    reader,
    facts.map((f, i) => ({ f, i })),
    (x) => x.f.id,
    (x) => at('facts.yaml', x.i),
    'id',
  );
  unique(
    reader,
    policies.map((p, i) => ({ p, i })),
    (x) => x.p.id,
    (x) => at('policies.yaml', x.i),
    'id',
  );
  unique(
    reader,
    categories.map((c, i) => ({ c, i })),
    (x) => x.c.slug,
    (x) => at('categories.yaml', x.i),
    'slug',
  );
  unique(
    reader,
    categories.map((c, i) => ({ c, i })),
    (x) => x.c.order,
    (x) => at('categories.yaml', x.i),
    'order',
  );
  unique(
    reader,
    tasks,
    (t) => t.id,
    (t) => t.file,
    'id',
  );
  unique(
    reader,
    tasks,
    (t) => t.slug,
    (t) => t.file,
    'slug',
  );
  unique(
    reader,
    tasks,
    (t) => `${t.category} #${t.order}`,
    (t) => t.file,
    'order in its category',
  );
  unique(
    reader,
    articles,
    (a) => a.slug,
    (a) => a.file,
    'slug',
  );
  unique(
    reader,
    authors.map((a, i) => ({ a, i })),
    (x) => x.a.id,
    (x) => at('authors.yaml', x.i),
    'id',
  );
  unique(
    reader,
    advisors.map((a, i) => ({ a, i })),
    (x) => x.a.id,
    (x) => at('advisor.yaml', x.i),
    'id',
  );
  unique(
    reader,
    products.map((p, i) => ({ p, i })),
    (x) => x.p.id,
    (x) => at('products.yaml', x.i),
    'id',
  );
  unique(
    reader,
    consultingFaq.map((f, i) => ({ f, i })),
    (x) => x.f.ref,
    (x) => at('consulting-faq.yaml', x.i),
    'ref',
  );
  unique(
    reader,
    newsletterIssues,
    (n) => n.slug,
    (n) => n.file,
    'front matter "slug"',
  );
  // One issue a Thursday: the send picks the issue of the day.
  unique(
    reader,
    newsletterIssues,
    (n) => n.sendDate,
    (n) => n.file,
    'front matter "sendDate"',
  );

  // Links between files, checked only once each file is valid (a broken file already says why).
  if (reader.problems.length === 0) {
    const categorySlugs = new Set(categories.map((c) => c.slug));
    for (const task of tasks) {
      if (!categorySlugs.has(task.category)) reader.problems.push(`${task.file}: front matter "category": "${task.category}" is not a slug in categories.yaml`);
    }
    const authorIds = new Set(authors.map((a) => a.id));
    for (const article of articles) {
      if (!authorIds.has(article.author)) reader.problems.push(`${article.file}: front matter "author": ${article.author} is not an id in authors.yaml`);
    }
    if (advisors.length === 0) reader.problems.push('advisor.yaml: lists no advisor; /consulting needs one');
    const productIds = new Set(products.map((p) => p.id));
    for (const task of tasks) {
      task.recommendedProducts.forEach((entry, index) => {
        const id = recommendedProductId(entry);
        const field = typeof entry === 'string' ? `recommendedProducts[${index}]` : `recommendedProducts[${index}].id`;
        if (!productIds.has(id)) reader.problems.push(`${task.file}: front matter "${field}": "${id}" is not an id in products.yaml`);
      });
      unique(
        reader,
        task.recommendedProducts.map((entry, index) => ({ id: recommendedProductId(entry), index })),
        (x) => x.id,
        (x) => `${task.file}: front matter "recommendedProducts[${x.index}]"`,
        'product',
      );
    }
  }
  if (reader.problems.length === 0) {
    for (const id of POLICY_IDS)
      if (!policies.some((p) => p.id === id)) reader.problems.push(`policies.yaml: has no entry with id "${id}"; every page that speaks of it renders it`);
    fillContentPlaceholders(reader, { categories, tasks, articles, advisors, products, facts, policies }, plans);
  }
  if (reader.problems.length > 0) throw new ContentError(reader.problems);

  policies.sort((a, b) => POLICY_IDS.indexOf(a.id) - POLICY_IDS.indexOf(b.id));
  categories.sort((a, b) => a.order - b.order);
  return {
    dir: reader.dir,
    categories,
    tasks,
    articles,
    authors,
    advisors,
    products,
    consultingFaq,
    newsletterIssues,
    facts,
    policies,
    counts: {
      categories: categories.length,
      tasks: tasks.length,
      articles: articles.length,
      authors: authors.length,
      advisors: advisors.length,
      products: products.length,
      software: products.filter((p) => p.views.includes('software')).length,
      tools: products.filter((p) => p.views.includes('tools')).length,
      faqs: consultingFaq.length,
    },
  };
}

/** One line for a person: what the folder holds. */
export function summarize(counts: ContentCounts): string {
  const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
  return [
    n(counts.categories, 'category', 'categories'),
    n(counts.tasks, 'task'),
    n(counts.articles, 'article'),
    n(counts.authors, 'author'),
    n(counts.advisors, 'advisor'),
    `${n(counts.products, 'product')} (${counts.software} on /software, ${counts.tools} on /tools)`,
    n(counts.faqs, 'FAQ entry', 'FAQ entries'),
  ].join(', ');
}
