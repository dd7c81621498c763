import { defineConfig } from 'vitest/config';

/**
 * A remote's vitest projects: "unit" (component and unit tests in jsdom, with src/test-setup.ts) and "e2e"
 * (browser tests against the production build, one file at a time: each starts a whole site).
 */
/**
 * A browser test that fails in CI runs once more before it counts as failed: on two busy cores a page
 * can miss a 90 s budget once. A test that fails twice fails the run, and test-all names every failure.
 */
export const BROWSER_TEST_RETRIES = process.env.CI ? 1 : 0;

/**
 * For unit and component tests: every core works (vitest's default leaves one to its main process, which on two cores
 * means one file at a time), and a worker keeps its environment and imported modules from one file to the next instead
 * of building them again for each (isolate: false). So a file must not rely on state another file left: each
 * workspace's test-setup unmounts, unstubs and clears storage after every test, and tests build their own stores
 * and query clients.
 */
// 30 s per test: `npm test` runs these beside the browser tests, where a 5 s default was missed (content's load test).
export const SHARED_WORKERS = { maxWorkers: '100%', isolate: false, testTimeout: 30_000 } as const;

/** A remote's "unit" project (also one of the projects of `npm test`'s single unit run, shell/tools/vitest.units.config.ts). */
export const remoteUnitProject = {
  esbuild: { jsx: 'automatic' as const },
  test: {
    name: 'unit',
    environment: 'jsdom' as const,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    ...SHARED_WORKERS,
  },
};

export function remoteVitestConfig() {
  return defineConfig({
    esbuild: { jsx: 'automatic' },
    test: {
      projects: [
        remoteUnitProject,
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            testTimeout: 90_000,
            hookTimeout: 180_000,
            fileParallelism: false,
            retry: BROWSER_TEST_RETRIES,
          },
        },
      ],
    },
  });
}
