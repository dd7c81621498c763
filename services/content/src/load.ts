import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contentAdvisorsFileSchema,
  contentAuthorsFileSchema,
  contentCategoriesFileSchema,
  contentFactsFileSchema,
  contentFaqFileSchema,
  contentPlansFileSchema,
  contentPoliciesFileSchema,
  contentProductsFileSchema,
  POLICY_IDS,
} from '@launchops/contracts';
import { checkArticleAuthors, readArticles } from './articles.js';
import { fillContentPlaceholders } from './content-placeholders.js';
import { ContentError, type Reader, readYamlList, uniqueInFiles, uniqueInList } from './content-reader.js';
import type { Content, ContentCounts } from './content-types.js';
import { readNewsletterIssues } from './newsletter-issues.js';
import { checkTaskCategories, checkTaskProducts, readTasks } from './tasks.js';

export { ContentError } from './content-reader.js';
export type { Content, ContentCounts } from './content-types.js';
export type { ContentArticle } from './articles.js';
export type { ContentNewsletterIssue } from './newsletter-issues.js';
export type { ContentTask } from './tasks.js';

/** This package's folder: the content that ships with the site. */
export const defaultContentDir = fileURLToPath(new URL('..', import.meta.url));

type ContentFiles = Omit<Content, 'dir' | 'counts'>;

/** Every key that must be unique (ids, slugs, orders, send dates), each reported with where it was seen first. */
function checkUniqueKeys(reader: Reader, c: ContentFiles): void {
  uniqueInList(reader, 'facts.yaml', c.facts, (f) => f.id, 'id');
  uniqueInList(reader, 'policies.yaml', c.policies, (p) => p.id, 'id');
  uniqueInList(reader, 'categories.yaml', c.categories, (x) => x.slug, 'slug');
  uniqueInList(reader, 'categories.yaml', c.categories, (x) => x.order, 'order');
  uniqueInFiles(reader, c.tasks, (t) => t.id, 'id');
  uniqueInFiles(reader, c.tasks, (t) => t.slug, 'slug');
  uniqueInFiles(reader, c.tasks, (t) => `${t.category} #${t.order}`, 'order in its category');
  uniqueInFiles(reader, c.articles, (a) => a.slug, 'slug');
  uniqueInList(reader, 'authors.yaml', c.authors, (a) => a.id, 'id');
  uniqueInList(reader, 'advisor.yaml', c.advisors, (a) => a.id, 'id');
  uniqueInList(reader, 'products.yaml', c.products, (p) => p.id, 'id');
  uniqueInList(reader, 'consulting-faq.yaml', c.consultingFaq, (f) => f.ref, 'ref');
  uniqueInFiles(reader, c.newsletterIssues, (n) => n.slug, 'front matter "slug"');
  // One issue a Thursday: the send picks the issue of the day.
  uniqueInFiles(reader, c.newsletterIssues, (n) => n.sendDate, 'front matter "sendDate"');
}

/** Links between files, checked only once each file is valid (a broken file already says why). */
function checkLinks(reader: Reader, c: ContentFiles): void {
  checkTaskCategories(reader, c.tasks, c.categories);
  checkArticleAuthors(reader, c.articles, c.authors);
  if (c.advisors.length === 0) reader.problems.push('advisor.yaml: lists no advisor; /consulting needs one');
  checkTaskProducts(reader, c.tasks, c.products);
}

function countContent(c: ContentFiles): ContentCounts {
  return {
    categories: c.categories.length,
    tasks: c.tasks.length,
    articles: c.articles.length,
    authors: c.authors.length,
    advisors: c.advisors.length,
    products: c.products.length,
    software: c.products.filter((p) => p.views.includes('software')).length,
    tools: c.products.filter((p) => p.views.includes('tools')).length,
    faqs: c.consultingFaq.length,
  };
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

  const files: ContentFiles = { categories, tasks, articles, authors, advisors, products, consultingFaq, newsletterIssues, facts, policies };
  checkUniqueKeys(reader, files);
  if (reader.problems.length === 0) checkLinks(reader, files);
  if (reader.problems.length === 0) {
    for (const id of POLICY_IDS)
      if (!policies.some((p) => p.id === id)) reader.problems.push(`policies.yaml: has no entry with id "${id}"; every page that speaks of it renders it`);
    fillContentPlaceholders(reader, { categories, tasks, articles, advisors, products, facts, policies, consultingFaq }, plans);
  }
  if (reader.problems.length > 0) throw new ContentError(reader.problems);

  policies.sort((a, b) => POLICY_IDS.indexOf(a.id) - POLICY_IDS.indexOf(b.id));
  categories.sort((a, b) => a.order - b.order);
  return { dir: reader.dir, ...files, counts: countContent(files) };
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
