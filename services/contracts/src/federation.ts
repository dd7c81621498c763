/**
 * Libraries every slice shares as singletons through Module Federation, so React, the router, the
 * query cache, stores and the emotion theme exist once on the page. Each slice passes its own
 * package.json dependencies so the declared versions are its own.
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
  'zod',
] as const;

export interface SharedConfig {
  singleton: true;
  requiredVersion: string | false;
  eager?: false;
}

/** The `shared` option of the federation plugin for a slice with these dependencies. */
export function federationShared(dependencies: Record<string, string>): Record<string, SharedConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
      return [name, { singleton: true as const, requiredVersion: dependencies[root] ?? false }];
    }),
  );
}

/** Federation names: the shell and one per remote. */
export const FEDERATION_SHARE_STRATEGY = 'loaded-first' as const;
