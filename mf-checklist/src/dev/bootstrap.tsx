import { SHELL_QUERY_DEFAULTS } from '@launchops/kit';
import { DevToaster } from '@launchops/kit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import RemoteRoutes from '../exposes/routes';
import HomeWidget from '../exposes/home-widget';

// Standalone harness: the same providers the shell gives (query defaults included), without the shell.
const queryClient = new QueryClient({ defaultOptions: SHELL_QUERY_DEFAULTS });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
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
