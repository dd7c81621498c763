import { apiGet, type ChecklistItem, checklistItemListSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CHECKLIST_STALE_MS, checklistKeys } from './get-categories';

// Steps run in their order, whatever order the API sends.
const byOrder = (items: ChecklistItem[]) => [...items].sort((a, b) => a.order - b.order || a.id - b.id);

export const allItemsQueryOptions = () =>
  queryOptions({
    queryKey: checklistKeys.items(),
    queryFn: ({ signal }) => apiGet('/api/checklist-items', checklistItemListSchema, signal),
    staleTime: CHECKLIST_STALE_MS,
  });

export const useAllItems = () => useDeferredFirstData(useQuery(allItemsQueryOptions()));

/**
 * A category's steps, in their order (whatever order the API sends), taken from the full list: the
 * page needs that list for its progress anyway, so one request serves every tab.
 */
export const useCategoryItems = (categoryId: number | undefined) => {
  const select = useCallback((items: ChecklistItem[]) => byOrder(items.filter((item) => item.categoryId === categoryId)), [categoryId]);
  return useDeferredFirstData(useQuery({ ...allItemsQueryOptions(), select, enabled: categoryId !== undefined }));
};
