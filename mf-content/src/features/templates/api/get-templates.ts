import { ApiRequestError, apiGet, documentTemplateListSchema, documentTemplateSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const templateKeys = {
  all: ['content', 'templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  detail: (slug: string) => [...templateKeys.all, 'detail', slug] as const,
};

/** Every document template: titles, summaries and sources (public). */
export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.list(),
    queryFn: ({ signal }) => apiGet('/api/templates', documentTemplateListSchema, signal),
    staleTime: FIVE_MINUTES,
  });

export const useTemplates = () => useDeferredFirstData(useQuery(templatesQueryOptions()));

/** One template's text: the API answers 402 below the Basic plan; a slug it could not hold is not found without a request. */
export const templateQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: templateKeys.detail(slug),
    queryFn: ({ signal }) => {
      if (!SLUG_PATTERN.test(slug) || slug.length > 120) throw new ApiRequestError(404, 'Document template not found');
      return apiGet(`/api/templates/${slug}`, documentTemplateSchema, signal);
    },
    // Never kept past the page: a plan bought or ended changes the answer.
    staleTime: 0,
    gcTime: 0,
  });

export const useTemplate = (slug: string) => useQuery(templateQueryOptions(slug));
