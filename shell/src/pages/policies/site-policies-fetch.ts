import type { SitePolicies } from '@launchops/contracts';

// Every page's footer reads this answer on a first visit, and the shell's first scripts load no zod (each slice brings
// the zod its own schemas use; the platform browser test checks it). So the answer is checked here by hand, field by
// field, against the contracts' SitePolicies type (sitePoliciesSchema, which the API's tests check it with).

type Json = Record<string, unknown>;

class SitePoliciesShapeError extends Error {
  constructor(field: string) {
    super(`The site's policies came back malformed (${field}); please reload the page.`);
  }
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function list(value: unknown, field: string, strings: string[]): Json[] {
  if (!Array.isArray(value)) throw new SitePoliciesShapeError(field);
  return value.map((entry: unknown, index) => {
    if (!isObject(entry)) throw new SitePoliciesShapeError(`${field}[${index}]`);
    for (const key of strings) if (typeof entry[key] !== 'string') throw new SitePoliciesShapeError(`${field}[${index}].${key}`);
    return entry;
  });
}

/** The answer of GET /api/site-policies, or an error naming the first field that is not as the contracts say. */
export function checkSitePolicies(body: unknown): SitePolicies {
  if (!isObject(body)) throw new SitePoliciesShapeError('body');
  list(body.policies, 'policies', ['id', 'title', 'statement', 'updated']);
  list(body.facts, 'facts', ['id', 'wording', 'source', 'lastVerified']);
  list(body.areas, 'areas', ['slug', 'name', 'description', 'icon']);
  if (!isObject(body.counts)) throw new SitePoliciesShapeError('counts');
  for (const key of ['tasks', 'areas', 'articles', 'products', 'software', 'tools']) {
    if (!Number.isInteger(body.counts[key])) throw new SitePoliciesShapeError(`counts.${key}`);
  }
  if (body.counts.quizQuestions !== undefined && !Number.isInteger(body.counts.quizQuestions)) throw new SitePoliciesShapeError('counts.quizQuestions');
  if (!Number.isInteger(body.sessionPriceCents)) throw new SitePoliciesShapeError('sessionPriceCents');
  return body as unknown as SitePolicies;
}

export async function fetchSitePolicies(signal?: AbortSignal): Promise<SitePolicies> {
  const response = await fetch('/api/site-policies', { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The site's policies could not be loaded (HTTP ${response.status}); please reload the page.`);
  return checkSitePolicies(await response.json());
}
