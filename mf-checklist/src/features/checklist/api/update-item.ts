import { apiRequest, type ChecklistItem, type ChecklistProgress, checklistItemSchema, type UpdateChecklistItemInput } from '@launchops/contracts';
import { requestToast } from '@launchops/kit';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { checklistKeys } from '../../../utils/checklist-keys';

export const TOGGLE_ITEM_MUTATION_KEY = [...checklistKeys.all, 'toggle-item'] as const;

export function updateItem(id: number, input: UpdateChecklistItemInput): Promise<ChecklistItem> {
  return apiRequest('PATCH', `/api/checklist-items/${id}`, checklistItemSchema, input);
}

/** Writes one task's state into this visitor's cached progress (the categories' counts follow from it). */
function writeItemState(queryClient: QueryClient, item: Pick<ChecklistItem, 'id'>, completed: boolean): void {
  queryClient.setQueryData<ChecklistProgress>(checklistKeys.progress(), (progress) => {
    if (!progress || progress.completedItemIds.includes(item.id) === completed) return progress;
    return {
      completedItemIds: completed ? [...progress.completedItemIds, item.id] : progress.completedItemIds.filter((id) => id !== item.id),
    };
  });
}

/** The checklist's reads that hold the visitor's progress (their progress, their plan), not the site's content or articles. */
const readsProgress = (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== 'content' && query.queryKey[1] !== 'blog-posts';

interface ToggleVariables {
  item: ChecklistItem;
}

/**
 * Flips a task: the new state shows at once; after the save the visitor's progress and plan are refetched and
 * the other slices are told; if the save fails the task goes back and a destructive toast says so.
 */
export function useToggleItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_ITEM_MUTATION_KEY,
    mutationFn: ({ item }: ToggleVariables) => updateItem(item.id, { completed: !item.completed }),
    onMutate: async ({ item }) => {
      // A refetch landing after this would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: checklistKeys.all, predicate: readsProgress });
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
        void queryClient.invalidateQueries({ queryKey: checklistKeys.all, predicate: readsProgress });
      }
    },
  });
}
