import {
  apiGet,
  type ChecklistCategory,
  type ChecklistContent,
  type ChecklistItem,
  type ChecklistProgress,
  checklistProgressSchema,
  withProgress,
} from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { checklistKeys } from '../../../utils/checklist-keys';
import { contentQueryOptions } from '../../../utils/checklist-content';

export { contentQueryOptions };

/** The visitor's progress is fresh for a minute; a toggle refetches it sooner. */
export const CHECKLIST_STALE_MS = 60_000;
/** Which tasks this visitor has completed: a few bytes, read on every visit. */
export const progressQueryOptions = () =>
  queryOptions({
    queryKey: checklistKeys.progress(),
    queryFn: ({ signal }) => apiGet('/api/checklist-progress', checklistProgressSchema, signal),
    staleTime: CHECKLIST_STALE_MS,
  });

const byOrder = <T extends { order: number; id: number }>(list: readonly T[]): T[] => [...list].sort((a, b) => a.order - b.order || a.id - b.id);

/** The checklist as this visitor sees it: categories with their counts and tasks with their state, each in order. */
export interface VisitorChecklist {
  categories: ChecklistCategory[];
  items: ChecklistItem[];
}

function merge(content: ChecklistContent, progress: ChecklistProgress): VisitorChecklist {
  const { categories, items } = withProgress(content, progress);
  return { categories: byOrder(categories), items: byOrder(items) };
}

/** A read made of the two queries, shaped like a query's result for the page: data once both have answered. */
export interface ChecklistRead<T> {
  data: T | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** Content and progress together, then `pick` of the merged checklist (memoised on both answers and `pick`). */
export function useChecklistRead<T>(pick: (checklist: VisitorChecklist) => T | undefined): ChecklistRead<T> {
  const content = useQuery(contentQueryOptions());
  const progress = useQuery(progressQueryOptions());
  const merged = useMemo(() => (content.data && progress.data ? merge(content.data, progress.data) : undefined), [content.data, progress.data]);
  const data = useMemo(() => (merged ? pick(merged) : undefined), [merged, pick]);
  const { refetch: refetchContent } = content;
  const { refetch: refetchProgress } = progress;
  const refetch = useMemo(
    () => () => Promise.all([content.data ? undefined : refetchContent(), refetchProgress()]),
    [content.data, refetchContent, refetchProgress],
  );
  const read = useMemo<ChecklistRead<T>>(
    () => ({
      data,
      isPending: content.isPending || progress.isPending,
      isFetching: content.isFetching || progress.isFetching,
      error: content.error ?? progress.error,
      refetch,
    }),
    [data, content.isPending, progress.isPending, content.isFetching, progress.isFetching, content.error, progress.error, refetch],
  );
  return useDeferredFirstData(read);
}

const pickCategories = (checklist: VisitorChecklist) => checklist.categories;

export const useCategories = () => useChecklistRead(pickCategories);
