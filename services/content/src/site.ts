import { type ContentFact, type ContentPolicy, type PolicyId, QUIZ_QUESTIONS, type SitePolicies } from '@launchops/contracts';
import { type Content, ContentError, defaultContentDir, loadContent } from './load.js';

// Typed getters for the facts and policies: the API's plan, its GET /api/site-policies and the assistant read them
// through these, so each is stated once (facts.yaml, policies.yaml).

/** One fact by id; a missing one is a content error naming facts.yaml (the code asks for a fact the file lacks). */
export function getFact(content: Pick<Content, 'facts'>, id: string): ContentFact {
  const fact = content.facts.find((f) => f.id === id);
  if (!fact) throw new ContentError([`facts.yaml: has no fact with id "${id}", which the site needs`]);
  return fact;
}

/** One policy by id (the loader guarantees each id of POLICY_IDS is there). */
export function getPolicy(content: Pick<Content, 'policies'>, id: PolicyId): ContentPolicy {
  const policy = content.policies.find((p) => p.id === id);
  if (!policy) throw new ContentError([`policies.yaml: has no entry with id "${id}"`]);
  return policy;
}

/** The facts of a content folder (default: this package's), wordings filled in. */
export async function loadFacts(dir: string = defaultContentDir): Promise<ContentFact[]> {
  return (await loadContent(dir)).facts;
}

/** The policies of a content folder, statements filled in, in the order of POLICY_IDS. */
export async function loadPolicies(dir: string = defaultContentDir): Promise<ContentPolicy[]> {
  return (await loadContent(dir)).policies;
}

/** The answer of GET /api/site-policies, built from loaded content: what every page quotes. */
export function sitePolicies(content: Content): SitePolicies {
  return {
    policies: content.policies.map(({ id, title, statement, updated, cancellation }) => ({
      id,
      title,
      statement,
      updated,
      ...(cancellation ? { cancellation } : {}),
    })),
    facts: content.facts.map((fact) => ({ ...fact })),
    areas: content.categories.map(({ slug, name, description, icon }) => ({ slug, name, description, icon })),
    counts: {
      tasks: content.counts.tasks,
      areas: content.counts.categories,
      articles: content.counts.articles,
      products: content.counts.products,
      software: content.counts.software,
      tools: content.counts.tools,
      quizQuestions: QUIZ_QUESTIONS.length,
    },
    sessionPriceCents: content.advisors[0]!.sessionPriceCents,
  };
}
