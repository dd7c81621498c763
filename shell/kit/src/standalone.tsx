import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router';
import { DevToaster } from './dev-toaster.js';
import { SHELL_QUERY_DEFAULTS } from './platform.js';
import { rosterEntryByDir } from './roster.js';

// Its own small stylesheet, so every harness looks the same whatever the remote's CSS.
const HARNESS_CSS =
  '.lo-dev-nav{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:8px 16px;border-bottom:1px solid var(--lo-border);font-size:.9rem}' +
  '.lo-dev-nav button{margin-left:auto;padding:4px 10px;border:1px solid var(--lo-border);border-radius:6px;background:var(--lo-surface);cursor:pointer}' +
  '.lo-dev-widget{max-width:1200px;margin:32px auto;padding:0 16px}';

function toggleTheme(): void {
  const dark = document.documentElement.classList.toggle('dark');
  localStorage.setItem('theme', dark ? 'dark' : 'light');
}

/**
 * A remote's standalone page (`npm run dev -w <remote>`): its routes and home widget inside the providers
 * the shell gives (the shell's query defaults, a router, a stand-in for the shell's toasts), with a
 * navigation bar built from the remote's pages in the roster.
 */
export function mountStandalone(options: { packageName: string; routes: ComponentType; homeWidget: ComponentType }): void {
  const remote = rosterEntryByDir(options.packageName);
  const { routes: RemoteRoutes, homeWidget: HomeWidget } = options;
  const queryClient = new QueryClient({ defaultOptions: SHELL_QUERY_DEFAULTS });
  const style = document.createElement('style');
  style.textContent = HARNESS_CSS;
  document.head.appendChild(style);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <nav className="lo-dev-nav lo-no-print" aria-label="Standalone harness">
            <strong>{remote.dir} standalone</strong>
            {remote.pages.map((page) => (
              <Link key={page} to={page}>
                {page}
              </Link>
            ))}
            <Link to="/dev/widget">Home widget</Link>
            <button type="button" onClick={toggleTheme}>
              Toggle theme
            </button>
          </nav>
          <main>
            <Routes>
              {remote.pages[0] && <Route path="/" element={<Navigate to={remote.pages[0]} replace />} />}
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
}
