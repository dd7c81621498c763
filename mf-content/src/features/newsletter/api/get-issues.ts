import { ApiRequestError, apiGet, newsletterIssueListSchema, newsletterIssueSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const issueKeys = {
  all: ['content', 'newsletter-issues'] as const,
  list: () => [...issueKeys.all, 'list'] as const,
  detail: (slug: string) => [...issueKeys.all, 'detail', slug] as const,
};

/** The issues already sent, newest first. */
export const issuesQueryOptions = () =>
  queryOptions({
    queryKey: issueKeys.list(),
    queryFn: ({ signal }) => apiGet('/api/newsletter-issues', newsletterIssueListSchema, signal),
    staleTime: FIVE_MINUTES,
  });

export const useIssues = () => useDeferredFirstData(useQuery(issuesQueryOptions()));

/** One sent issue; a slug the API could not hold is not found without a request. */
export const issueQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: issueKeys.detail(slug),
    queryFn: ({ signal }) => {
      if (!SLUG_PATTERN.test(slug) || slug.length > 120) throw new ApiRequestError(404, 'Newsletter issue not found');
      return apiGet(`/api/newsletter-issues/${slug}`, newsletterIssueSchema, signal);
    },
    staleTime: FIVE_MINUTES,
  });

export const useIssue = (slug: string) => useDeferredFirstData(useQuery(issueQueryOptions(slug)));
