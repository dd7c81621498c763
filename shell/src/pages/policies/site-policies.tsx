import type { PolicyId, SitePolicies } from '@launchops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Types only from the contracts here: this file is in every page's first scripts (the footer, the home page), which
// load no zod; the answer's schema comes with the request (site-policies-fetch.ts).

/**
 * GET /api/site-policies: the site's policies (services/content/policies.yaml), shared facts (facts.yaml), the
 * checklist's areas and the counts of the content. Every page that states a policy, a count or a fact renders it
 * from here, so no page keeps a copy that can drift.
 */
export const sitePoliciesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'policies'],
    queryFn: async ({ signal }) => (await import('./site-policies-fetch')).fetchSitePolicies(signal),
    staleTime: 5 * 60_000,
  });

export const useSitePolicies = () => useQuery(sitePoliciesQueryOptions());

const policyOf = (site: SitePolicies | undefined, id: PolicyId) => site?.policies.find((p) => p.id === id)?.statement ?? '';
const factOf = (site: SitePolicies | undefined, id: string) => site?.facts.find((f) => f.id === id)?.wording ?? '';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A count as prose writes it ("six"; digits past twelve): the contracts' numberWord, without loading the contracts. */
export const countInWords = (count: number, capital = false): string => {
  const words = NUMBER_WORDS[count] ?? String(count);
  return capital ? `${words[0]!.toUpperCase()}${words.slice(1)}` : words;
};

/** One policy's statement, as a paragraph (or inline, inside a sentence of the page). */
export function PolicyStatement({ id, inline = false }: { id: PolicyId; inline?: boolean }) {
  const site = useSitePolicies();
  const Tag = inline ? 'span' : 'p';
  const statement = policyOf(site.data, id);
  if (statement) return <Tag data-policy={id}>{statement}</Tag>;
  if (site.isError) return <Tag>This statement could not be loaded just now; please reload the page.</Tag>;
  return <Tag aria-busy="true">Loading...</Tag>;
}

/** One fact's wording (facts.yaml), e.g. the 83(b) deadline. */
export function FactWording({ id }: { id: string }) {
  const site = useSitePolicies();
  const wording = factOf(site.data, id);
  if (wording) return <span data-fact={id}>{wording}</span>;
  return site.isError ? null : <span aria-busy="true">...</span>;
}
