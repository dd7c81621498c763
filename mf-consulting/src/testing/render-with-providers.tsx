import { SHELL_QUERY_DEFAULTS } from '@launchops/kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** A client with the shell's own defaults. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: SHELL_QUERY_DEFAULTS });
}

/** Renders `ui` with the providers the shell gives a remote. */
export function renderWithProviders(ui: ReactElement, { route = '/consulting', queryClient = createTestQueryClient() } = {}) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
