import { useCallback } from 'react';
import { useChecklistRead, type VisitorChecklist } from './get-categories';

const pickItems = (checklist: VisitorChecklist) => checklist.items;

export const useAllItems = () => useChecklistRead(pickItems);

/** A category's steps, in their order, taken from the same two reads as every tab (undefined until a category is chosen). */
export const useCategoryItems = (categoryId: number | undefined) => {
  const pick = useCallback(
    (checklist: VisitorChecklist) => (categoryId === undefined ? undefined : checklist.items.filter((item) => item.categoryId === categoryId)),
    [categoryId],
  );
  return useChecklistRead(pick);
};
