import { apiGet, type ChecklistItem, checklistItemListSchema } from '@launchops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHECKLIST_STALE_MS, checklistKeys } from './get-categories';

// Module-level so react-query keeps the selected array between renders.
const byOrder = (items: ChecklistItem[]) => [...items].sort((a, b) => a.order - b.order || a.id - b.id);

export const allItemsQueryOptions = () =>
  queryOptions({
    queryKey: checklistKeys.items(),
    queryFn: ({ signal }) => apiGet('/api/checklist-items', checklistItemListSchema, signal),
    staleTime: CHECKLIST_STALE_MS,
  });

export const categoryItemsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: checklistKeys.items(categoryId),
    queryFn: ({ signal }) => apiGet(`/api/checklist-items/category/${categoryId}`, checklistItemListSchema, signal),
    staleTime: CHECKLIST_STALE_MS,
    // Steps run in their order, whatever order the API sends.
    select: byOrder,
  });

export const useAllItems = () => useQuery(allItemsQueryOptions());

/** Only fetches once a category is selected. */
export const useCategoryItems = (categoryId: number | undefined) =>
  useQuery({ ...categoryItemsQueryOptions(categoryId ?? 0), enabled: categoryId !== undefined });
