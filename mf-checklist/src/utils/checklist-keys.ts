/** The checklist's query keys: the checklist's pages read them, and the plan refreshes them when answers change the tasks. */
export const checklistKeys = {
  all: ['checklist'] as const,
  content: () => [...checklistKeys.all, 'content'] as const,
  progress: () => [...checklistKeys.all, 'progress'] as const,
};
