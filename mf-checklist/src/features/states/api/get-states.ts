import { apiGet, stateIndexSchema, stateObligationsSchema } from '@launchops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The records change only with a deploy of the content: fresh for ten minutes (then revalidated by ETag). */
const STATES_STALE_MS = 10 * 60_000;

export const stateKeys = {
  all: ['checklist', 'states'] as const,
  index: () => [...stateKeys.all, 'index'] as const,
  state: (slug: string) => [...stateKeys.all, 'state', slug] as const,
};

/** Every state and DC, with how many records of each kind the site holds for it. */
export const useStateIndex = () =>
  useQuery(queryOptions({ queryKey: stateKeys.index(), queryFn: ({ signal }) => apiGet('/api/states', stateIndexSchema, signal), staleTime: STATES_STALE_MS }));

/** One state's records, by its page name (new-york). */
export const useStateObligations = (slug: string) =>
  useQuery(
    queryOptions({
      queryKey: stateKeys.state(slug),
      queryFn: ({ signal }) => apiGet(`/api/states/${encodeURIComponent(slug)}`, stateObligationsSchema, signal),
      staleTime: STATES_STALE_MS,
      // A name that is no state answers 404: say so at once instead of asking again.
      retry: (failures, error) => failures < 2 && !('status' in error && error.status === 404),
    }),
  );
