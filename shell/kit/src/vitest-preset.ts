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

export function remoteVitestConfig() {
  return defineConfig({
    esbuild: { jsx: 'automatic' },
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./src/test-setup.ts'], testTimeout: 20_000 },
        },
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
