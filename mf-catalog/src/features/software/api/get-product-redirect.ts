import { apiGet, productRedirectSchema } from '@launchops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOFTWARE_STALE_MS, softwareKeys } from '../../../utils/get-software-list';

/** Where an old address /software/:id leads (services/content/product-redirects.yaml); the API answers 404 for any other id. */
export const productRedirectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...softwareKeys.all, 'redirect', id] as const,
    queryFn: ({ signal }) => apiGet(`/api/product-redirects/${encodeURIComponent(id)}`, productRedirectSchema, signal),
    staleTime: SOFTWARE_STALE_MS,
    retry: false,
  });

/** Asked only once the product itself is not found: a real product's page never waits for it. */
export const useProductRedirect = (id: string, enabled: boolean) => useQuery({ ...productRedirectQueryOptions(id), enabled });
