import { SHELL_QUERY_DEFAULTS } from '@launchops/kit';
import { QueryClient } from '@tanstack/react-query';

/** One client for the whole page; remotes use it through the shared react-query singleton. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: SHELL_QUERY_DEFAULTS });
}
