/** The module every slice gets for `react-router` (see react-router.ts). */
export const ROUTER_SURFACE_MODULE = '@launchops/kit/react-router';

/** An alias of the react-router package itself, for the surface module (see react-router.ts). */
export const ROUTER_PACKAGE_ALIAS = 'launchops-react-router-package';

/** The names of react-router the platform provides (keep in step with react-router.ts). */
export const ROUTER_SURFACE = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'Navigate',
  'NavLink',
  'Route',
  'Routes',
  'useLocation',
  'useNavigationType',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const;

/**
 * Libraries every slice shares as singletons through Module Federation, so React, the router, the
 * query cache, stores and the emotion theme exist once on the page. Each slice passes its own
 * package.json dependencies so the declared versions are its own.
 *
 * zod is deliberately not here: a shared library is bundled whole (zod's classic API is 87 kB gzip)
 * and every remote route waited for it. The contracts use `zod/mini`, which each slice's bundler
 * tree-shakes down to the few kB its schemas use; no schema object crosses from one slice to another.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  '@emotion/react',
  '@emotion/styled',
] as const;

/**
 * `loaded-first`: a shared library comes from whoever loaded it first (the shell). The default,
 * `version-first`, loads every remote entry at start-up, so one offline remote could stop the boot.
 */
export const FEDERATION_SHARE_STRATEGY = 'loaded-first' as const;

/**
 * What the shell's federation host gives remotes' production entries through globals, besides the runtime core
 * (which goes through `_FEDERATION_RUNTIME_CORE`): per package, the global's name and the members the entries'
 * bundler runtime uses. Only those members are given (the whole SDK would cost the shell more than it saves a
 * remote); a test checks the bundler runtime imports nothing else, so an upgrade that does fails there.
 */
export const FEDERATION_RUNTIME_GLOBALS = {
  '@module-federation/sdk': { global: '_LO_FEDERATION_SDK', members: ['ENCODE_NAME_PREFIX', 'decodeName'] },
  '@module-federation/error-codes': { global: '_LO_FEDERATION_ERROR_CODES', members: ['RUNTIME_009', 'runtimeDescMap'] },
} as const;
