import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PageSkeleton } from '../pages/page-skeleton';
import { RemoteRoutes } from '../remotes/remote-routes';
import { LoadSlot } from '../remotes/remote-slot';
import { type Preloadable, preloadable } from '@launchops/kit/react';
import { sitePath } from '@launchops/kit';

// The home page is a chunk of its own, so a remote's route never downloads it; the site's edge preloads it on /
// (the shell's manifest lists it: pluginSharedManifest in rsbuild.config.ts), and the shell waits for it before
// its first render there (index.ts), so the home page paints whole, without a skeleton first.
const HOME_PAGE = preloadable(() => import(/* webpackChunkName: "home" */ '../pages/home-page').then((m) => m.HomePage));

// The site's own pages are separate chunks, so none of them is in the first-load bundle; the
// current one is asked for before the first render (prefetchSitePage).
const SITE_PAGES: Array<{ path: string; Page: Preloadable<ComponentType> }> = [
  { path: '/', Page: HOME_PAGE },
  { path: '/about', Page: preloadable(() => import('../pages/company/about-page').then((m) => m.AboutPage)) },
  { path: '/partners', Page: preloadable(() => import('../pages/company/partners-page').then((m) => m.PartnersPage)) },
  { path: '/contact', Page: preloadable(() => import('../pages/company/contact-page').then((m) => m.ContactPage)) },
  { path: '/privacy', Page: preloadable(() => import('../pages/legal/privacy-page').then((m) => m.PrivacyPage)) },
  { path: '/terms', Page: preloadable(() => import('../pages/legal/terms-page').then((m) => m.TermsPage)) },
  { path: '/cookies', Page: preloadable(() => import('../pages/legal/cookies-page').then((m) => m.CookiesPage)) },
  { path: '/affiliate', Page: preloadable(() => import('../pages/company/affiliate-page').then((m) => m.AffiliatePage)) },
  { path: '/login', Page: preloadable(() => import('../pages/account-access/login-page').then((m) => m.LoginPage)) },
  { path: '/signup', Page: preloadable(() => import('../pages/account-access/signup-page').then((m) => m.SignupPage)) },
  { path: '/account', Page: preloadable(() => import('../pages/account/account-page').then((m) => m.AccountPage)) },
  // The platform engineers' release page (admin token; not linked from the site, not indexed).
  { path: '/platform', Page: preloadable(() => import('../pages/platform/platform-page').then((m) => m.PlatformPage)) },
];

/**
 * Starts loading the chunk of the site page at `pathname`, if it is one, before React renders; resolves when it has
 * loaded, or failed (the page's slot then shows the failure and a Retry), at once for any other path.
 */
export function prefetchSitePage(pathname: string): Promise<void> {
  const path = sitePath(pathname);
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  return page
    ? page.Page.load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      {SITE_PAGES.map(({ path, Page }) => (
        <Route
          key={path}
          path={path}
          element={<LoadSlot key={path} name={`shell${path}`} label="This page" fallback={<PageSkeleton />} ready={Page.loaded} load={Page.load} />}
        />
      ))}
      {/* Everything else: a remote's section when the first segment names one, else the 404 page. */}
      <Route path="/*" element={<RemoteRoutes />} />
    </Routes>
  );
}
