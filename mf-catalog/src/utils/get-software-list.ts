import { apiGet, catalogueViewSchema, type ProductView } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The catalogue stays fresh for five minutes. */
export const SOFTWARE_STALE_MS = 5 * 60_000;

export const softwareKeys = {
  all: ['catalog', 'products'] as const,
  view: (view: ProductView) => [...softwareKeys.all, 'view', view] as const,
  detail: (id: string) => [...softwareKeys.all, 'detail', id] as const,
};

/** One view of the catalogue (/software, /tools, the home page's picks), with every view's count. */
export const catalogueViewQueryOptions = (view: ProductView) =>
  queryOptions({
    queryKey: softwareKeys.view(view),
    queryFn: ({ signal }) => apiGet(`/api/catalogue/${view}`, catalogueViewSchema, signal),
    staleTime: SOFTWARE_STALE_MS,
  });

export const useCatalogueView = (view: ProductView) => useDeferredFirstData(useQuery(catalogueViewQueryOptions(view)));

/** The products reviewed on /software. */
export const useSoftwareList = () => useCatalogueView('software');
