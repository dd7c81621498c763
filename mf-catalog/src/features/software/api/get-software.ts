import { apiGet, softwareDetailSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOFTWARE_STALE_MS, softwareKeys } from './get-software-list';

/** The API's id format (kebab-case); anything else cannot exist, so it is not requested. */
export const SOFTWARE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const softwareQueryOptions = (id: string) =>
  queryOptions({
    queryKey: softwareKeys.detail(id),
    queryFn: ({ signal }) => apiGet(`/api/software-recommendations/${encodeURIComponent(id)}`, softwareDetailSchema, signal),
    staleTime: SOFTWARE_STALE_MS,
  });

export const useSoftware = (id: string) =>
  useDeferredFirstData(useQuery({ ...softwareQueryOptions(id), enabled: SOFTWARE_ID_PATTERN.test(id) && id.length <= 120 }));
