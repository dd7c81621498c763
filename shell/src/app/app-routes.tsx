import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../pages/home-page';
import { PageSkeleton } from '../pages/page-skeleton';
import { RemoteRoutes } from '../remotes/remote-routes';

// The site's own pages are separate chunks, so none of them is in the first-load bundle.
const lazyPage = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const SITE_PAGES: Array<{ path: string; Page: ComponentType }> = [
  { path: '/about', Page: lazyPage(() => import('../pages/site/about-page').then((m) => m.AboutPage)) },
  { path: '/partners', Page: lazyPage(() => import('../pages/site/partners-page').then((m) => m.PartnersPage)) },
  { path: '/contact', Page: lazyPage(() => import('../pages/site/contact-page').then((m) => m.ContactPage)) },
  { path: '/privacy', Page: lazyPage(() => import('../pages/site/privacy-page').then((m) => m.PrivacyPage)) },
  { path: '/terms', Page: lazyPage(() => import('../pages/site/terms-page').then((m) => m.TermsPage)) },
  { path: '/cookies', Page: lazyPage(() => import('../pages/site/cookies-page').then((m) => m.CookiesPage)) },
  { path: '/affiliate', Page: lazyPage(() => import('../pages/site/affiliate-page').then((m) => m.AffiliatePage)) },
  { path: '/login', Page: lazyPage(() => import('../pages/site/login-page').then((m) => m.LoginPage)) },
  { path: '/signup', Page: lazyPage(() => import('../pages/site/signup-page').then((m) => m.SignupPage)) },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {SITE_PAGES.map(({ path, Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={<PageSkeleton />}>
              <Page />
            </Suspense>
          }
        />
      ))}
      {/* Everything else: a remote's section when the first segment names one, else the 404 page. */}
      <Route path="/*" element={<RemoteRoutes />} />
    </Routes>
  );
}
