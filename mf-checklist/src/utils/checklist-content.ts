import { apiGet, checklistContentSchema } from '@launchops/contracts';
import { queryOptions } from '@tanstack/react-query';
import { checklistKeys } from './checklist-keys';

/** The tasks' texts change only when the site's content is edited: fresh for ten minutes (then the browser revalidates them by ETag). */
const CHECKLIST_CONTENT_STALE_MS = 10 * 60_000;

/** The categories and tasks, the same for every visitor (a browser and a CDN may keep them). */
export const contentQueryOptions = () =>
  queryOptions({
    queryKey: checklistKeys.content(),
    queryFn: ({ signal }) => apiGet('/api/checklist', checklistContentSchema, signal),
    staleTime: CHECKLIST_CONTENT_STALE_MS,
  });
