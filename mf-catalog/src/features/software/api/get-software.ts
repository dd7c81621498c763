import { apiGet, type Product, productSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOFTWARE_STALE_MS, softwareKeys } from '../../../utils/get-software-list';

/** The API's id format (kebab-case); anything else cannot exist, so it is not requested. */
export const SOFTWARE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A product of the catalogue, with its review when it has one. */
export const softwareQueryOptions = (id: string) =>
  queryOptions({
    queryKey: softwareKeys.detail(id),
    queryFn: ({ signal }) => apiGet(`/api/products/${encodeURIComponent(id)}`, productSchema, signal),
    staleTime: SOFTWARE_STALE_MS,
  });

export const useSoftware = (id: string) =>
  useDeferredFirstData(useQuery({ ...softwareQueryOptions(id), enabled: SOFTWARE_ID_PATTERN.test(id) && id.length <= 120 }));

/** A product with a page on /software: listed in the software view, with its review. */
export const isReviewed = (product: Product): product is Product & { review: NonNullable<Product['review']> } =>
  product.views.includes('software') && product.review !== undefined;
