import {
  apiRequest,
  type ChecklistCategory,
  type ChecklistItem,
  checklistItemSchema,
  type UpdateChecklistItemInput,
} from '@launchops/contracts';
import { requestToast } from '@launchops/kit';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { checklistKeys } from './get-categories';

export const TOGGLE_ITEM_MUTATION_KEY = [...checklistKeys.all, 'toggle-item'] as const;

export function updateItem(id: number, input: UpdateChecklistItemInput): Promise<ChecklistItem> {
  return apiRequest('PATCH', `/api/checklist-items/${id}`, checklistItemSchema, input);
}

/** Writes one task's state into every cached item list, and moves its category's count along. */
function writeItemState(queryClient: QueryClient, item: Pick<ChecklistItem, 'id' | 'categoryId'>, completed: boolean): void {
  let changed = false;
  queryClient.setQueriesData<ChecklistItem[]>({ queryKey: checklistKeys.itemLists() }, (items) =>
    items?.map((candidate) => {
      if (candidate.id !== item.id || candidate.completed === completed) return candidate;
      changed = true;
      return { ...candidate, completed };
    }),
  );
  if (!changed) return;
  queryClient.setQueryData<ChecklistCategory[]>(checklistKeys.categories(), (categories) =>
    categories?.map((category) =>
      category.id === item.categoryId
        ? {
            ...category,
            completedItems: Math.min(category.totalItems, Math.max(0, category.completedItems + (completed ? 1 : -1))),
          }
        : category,
    ),
  );
}

interface ToggleVariables {
  item: ChecklistItem;
}

/**
 * Flips a task: the new state shows at once; after the save every checklist list is refetched and
 * the other slices are told; if the save fails the task goes back and a destructive toast says so.
 */
export function useToggleItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_ITEM_MUTATION_KEY,
    mutationFn: ({ item }: ToggleVariables) => updateItem(item.id, { completed: !item.completed }),
    onMutate: async ({ item }) => {
      // A refetch landing after this would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: checklistKeys.all, predicate: (query) => query.queryKey[1] !== 'blog-posts' });
      writeItemState(queryClient, item, !item.completed);
    },
    onError: (error, { item }) => {
      writeItemState(queryClient, item, item.completed);
      requestToast({
        variant: 'destructive',
        title: 'Your change could not be saved',
        description: `"${item.title}" is still marked as ${item.completed ? 'complete' : 'not complete'}. ${
          error instanceof Error && error.message ? error.message : 'Please try again.'
        }`,
      });
    },
    onSuccess: (saved, { item }) => {
      writeItemState(queryClient, item, saved.completed);
      // With several toggles in flight, refetch once, after the last one (earlier answers may be stale).
      if (queryClient.isMutating({ mutationKey: TOGGLE_ITEM_MUTATION_KEY }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: checklistKeys.all, predicate: (query) => query.queryKey[1] !== 'blog-posts' });
      }
    },
  });
}
