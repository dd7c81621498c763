import { SHELL_QUERY_DEFAULTS } from '@launchops/kit';
import { DevToaster } from '@launchops/kit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router';
import RemoteRoutes from '../exposes/routes';
import HomeWidget from '../exposes/home-widget';
import './dev-global.css';

// Standalone harness: the same providers the shell gives (query defaults included), without the shell.
const queryClient = new QueryClient({ defaultOptions: SHELL_QUERY_DEFAULTS });

function toggleTheme() {
  const dark = document.documentElement.classList.toggle('dark');
  localStorage.setItem('theme', dark ? 'dark' : 'light');
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <nav className="lo-dev-nav" aria-label="Standalone harness">
          <strong>mf-catalog standalone</strong>
          <Link to="/software">Software</Link>
          <Link to="/tools">Tools</Link>
          <Link to="/dev/widget">Home widget</Link>
          <button type="button" onClick={toggleTheme}>
            Toggle theme
          </button>
        </nav>
        <main>
          <Routes>
            <Route path="/" element={<Navigate to="/software" replace />} />
            <Route
              path="/dev/widget"
              element={
                <div className="lo-dev-widget">
                  <HomeWidget />
                </div>
              }
            />
            <Route path="/*" element={<RemoteRoutes />} />
          </Routes>
        </main>
        <DevToaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
