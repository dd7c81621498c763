import { ApiRequestError, apiGet, documentTemplateListSchema, documentTemplateSchema, TEMPLATES_PLAN_MESSAGE } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitorHas } from '../../../utils/visitor-entitlements';

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

/**
 * One template's text, asked for only when the visitor's plan has document templates (below Basic the page shows
 * the plans without a refused request); a slug it could not hold is not found without a request.
 */
export const templateQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: templateKeys.detail(slug),
    queryFn: async ({ signal }) => {
      if (!SLUG_PATTERN.test(slug) || slug.length > 120) throw new ApiRequestError(404, 'Document template not found');
      if ((await visitorHas('document-templates', signal)) === false) throw new ApiRequestError(402, TEMPLATES_PLAN_MESSAGE);
      return apiGet(`/api/templates/${slug}`, documentTemplateSchema, signal);
    },
    // Never kept past the page: a plan bought or ended changes the answer.
    staleTime: 0,
    gcTime: 0,
  });

export const useTemplate = (slug: string) => useQuery(templateQueryOptions(slug));
