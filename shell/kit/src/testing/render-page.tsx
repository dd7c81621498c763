import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SHELL_QUERY_DEFAULTS } from '../platform.js';

/** A QueryClient with the shell's own defaults, as a remote gets on the site. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: SHELL_QUERY_DEFAULTS });
}

let lastLocation = '';

/** Keeps the router's path and query where tests can read them (`currentLocation()` or the "location" test id). */
function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}`;
  return (
    <div data-testid="location" hidden>
      {lastLocation}
    </div>
  );
}

/** The router's path and query as the page last rendered them. */
export const currentLocation = () => lastLocation;

export interface RenderPageOptions {
  /** Where the router starts: a path with its query, e.g. `/blog?category=Legal`. */
  url?: string;
  /** A route pattern (`/software/:id`) to render `ui` in, for pages that read route parameters; nothing else matches. */
  route?: string;
  queryClient?: QueryClient;
}

/**
 * Renders `ui` inside the providers the shell gives a remote (QueryClient with the shell's defaults, a
 * router at `url`). Returns testing-library's result, the query client and a userEvent session.
 */
export function renderPage(ui: ReactElement, { url = '/', route, queryClient = createTestQueryClient() }: RenderPageOptions = {}) {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {route ? (
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
