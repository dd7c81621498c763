import type { Content } from './content-types.js';
import type { Reader } from './content-reader.js';
import { fillPlaceholders, oneLine, type PlaceholderValues } from './placeholders.js';

/**
 * Fills in {{fact:<id>}}, {{value:<id>}}, {{session-price}}, {{count:tasks}}... in facts, policies, tasks and articles,
 * so a shared value is typed once (see placeholders.ts). An unknown placeholder names the file and the field.
 */
export function fillContentPlaceholders(
  reader: Reader,
  c: Pick<Content, 'categories' | 'tasks' | 'articles' | 'advisors' | 'products' | 'facts' | 'policies' | 'consultingFaq'>,
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
  // The cancellation wording first: the statements and the FAQ quote it.
  c.policies.forEach((p, i) => {
    if (p.cancellation === undefined) return;
    p.cancellation = oneLine(fillPlaceholders(p.cancellation, values, `policies.yaml: [${i}] "cancellation"`, report));
    values.cancellationPolicy = p.cancellation;
  });
  c.policies.forEach((p, i) => (p.statement = oneLine(fillPlaceholders(p.statement, values, `policies.yaml: [${i}] "statement"`, report))));
  c.consultingFaq.forEach((f, i) => (f.answer = oneLine(fillPlaceholders(f.answer, values, `consulting-faq.yaml: [${i}] "answer"`, report))));
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
