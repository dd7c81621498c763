import { SHELL_QUERY_DEFAULTS } from '@launchops/kit';
import { DevToaster } from '@launchops/kit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router';
import RemoteRoutes from '../exposes/routes';
import HomeWidget from '../exposes/home-widget';

// Standalone harness: the same providers the shell gives (query defaults included), without the shell.
const queryClient = new QueryClient({ defaultOptions: SHELL_QUERY_DEFAULTS });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <nav style={{ padding: 8, borderBottom: '1px solid var(--lo-border)', fontFamily: 'system-ui' }}>
          Standalone harness · <Link to="/consulting">/consulting</Link> · <Link to="/dev/widget">home widget</Link>
        </nav>
        <Routes>
          <Route path="/" element={<Navigate to="/consulting" replace />} />
          <Route
            path="/dev/widget"
            element={
              <div style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 16px' }}>
                <HomeWidget />
              </div>
            }
          />
          <Route path="/*" element={<RemoteRoutes />} />
        </Routes>
        <DevToaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
