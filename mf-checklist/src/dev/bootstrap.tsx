import { css, Global } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import RemoteRoutes from '../exposes/routes';
import HomeWidget from '../exposes/home-widget';
import { DevToaster } from './dev-toaster';

// Standalone harness: the same providers the shell gives (query defaults included), without the shell.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

// The few global rules the shell provides that the slice relies on.
const shellLikeGlobals = css`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    line-height: 1.6;
    color: var(--lo-fg);
    background: var(--lo-bg);
  }
  a { color: var(--lo-primary); }
  button, input { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid var(--lo-focus); outline-offset: 2px; }
  @media print { .lo-no-print { display: none !important; } }
`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Global styles={shellLikeGlobals} />
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <nav className="lo-no-print" style={{ padding: 8, borderBottom: '1px solid var(--lo-border)' }}>
          Standalone harness · <Link to="/checklist">checklist</Link> · <Link to="/dev/widget">home widget</Link> ·{' '}
          <button type="button" onClick={() => document.documentElement.classList.toggle('dark')}>
            toggle dark
          </button>
        </nav>
        <main>
          <Routes>
            <Route path="/dev/widget" element={<div style={{ maxWidth: 520, margin: '32px auto', padding: '0 16px' }}><HomeWidget /></div>} />
            <Route path="/*" element={<RemoteRoutes />} />
          </Routes>
        </main>
        <DevToaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
