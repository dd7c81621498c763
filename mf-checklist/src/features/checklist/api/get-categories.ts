import { apiGet, type ChecklistCategory, checklistCategoryListSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Checklist data is fresh for a minute; a toggle refetches it sooner. */
export const CHECKLIST_STALE_MS = 60_000;

export const checklistKeys = {
  all: ['checklist'] as const,
  categories: () => [...checklistKeys.all, 'categories'] as const,
  itemLists: () => [...checklistKeys.all, 'items'] as const,
  items: (categoryId?: number) => [...checklistKeys.itemLists(), categoryId ?? 'all'] as const,
};

// Module-level so react-query keeps the selected array between renders.
const byOrder = (categories: ChecklistCategory[]) => [...categories].sort((a, b) => a.order - b.order || a.id - b.id);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: checklistKeys.categories(),
    queryFn: ({ signal }) => apiGet('/api/checklist-categories', checklistCategoryListSchema, signal),
    staleTime: CHECKLIST_STALE_MS,
    select: byOrder,
  });

export const useCategories = () => useDeferredFirstData(useQuery(categoriesQueryOptions()));
