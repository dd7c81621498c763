import { BROWSER_TEST_RETRIES } from '@launchops/kit/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
          // The content loader (read by the one-source test) is Node code: run it as Node does, outside jsdom's transform.
          server: { deps: { external: [/services\/content\/dist\//] } },
        },
        esbuild: { jsx: 'automatic' },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Each file starts a whole site; one at a time on two cores. Tests a file marks concurrent
          // (independent pages) run three at a time.
          fileParallelism: false,
          maxConcurrency: 3,
          retry: BROWSER_TEST_RETRIES,
        },
      },
    ],
  },
});
