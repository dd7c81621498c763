import { apiGet, checklistCategoryListSchema } from '@launchops/contracts';
import { queryOptions } from '@tanstack/react-query';

export const CHECKLIST_STALE_MS = 60_000;

export const checklistKeys = {
  all: ['checklist'] as const,
  categories: () => [...checklistKeys.all, 'categories'] as const,
  items: (categoryId?: number) => [...checklistKeys.all, 'items', categoryId ?? 'all'] as const,
};

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: checklistKeys.categories(),
    queryFn: ({ signal }) => apiGet('/api/checklist-categories', checklistCategoryListSchema, signal),
    staleTime: CHECKLIST_STALE_MS,
  });
