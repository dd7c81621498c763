import { apiGet, factWording, type PolicyId, policyStatement, sitePoliciesSchema } from '@launchops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/site-policies: the site's policies (services/content/policies.yaml), shared facts (facts.yaml), the
 * checklist's areas and the counts of the content. Every page that states a policy, a count or a fact renders it
 * from here, so no page keeps a copy that can drift.
 */
export const sitePoliciesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'policies'],
    queryFn: ({ signal }) => apiGet('/api/site-policies', sitePoliciesSchema, signal),
    staleTime: 5 * 60_000,
  });

export const useSitePolicies = () => useQuery(sitePoliciesQueryOptions());

/** One policy's statement, as a paragraph (or inline, inside a sentence of the page). */
export function PolicyStatement({ id, inline = false }: { id: PolicyId; inline?: boolean }) {
  const site = useSitePolicies();
  const Tag = inline ? 'span' : 'p';
  const statement = policyStatement(site.data, id);
  if (statement) return <Tag data-policy={id}>{statement}</Tag>;
  if (site.isError) return <Tag>This statement could not be loaded just now; please reload the page.</Tag>;
  return <Tag aria-busy="true">Loading...</Tag>;
}

/** One fact's wording (facts.yaml), e.g. the 83(b) deadline. */
export function FactWording({ id }: { id: string }) {
  const site = useSitePolicies();
  const wording = factWording(site.data, id);
  if (wording) return <span data-fact={id}>{wording}</span>;
  return site.isError ? null : <span aria-busy="true">...</span>;
}
