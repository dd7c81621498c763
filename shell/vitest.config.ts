import { BROWSER_TEST_RETRIES, remoteUnitProject } from '@launchops/kit/vitest';
import { defineConfig } from 'vitest/config';

/** The shell's "unit" project (also one of the projects of `npm test`'s single unit run, shell/tools/vitest.units.config.ts). */
export const shellUnitProject = {
  ...remoteUnitProject,
  // The content loader (read by the one-source test) is Node code: run it as Node does, outside jsdom's transform.
  test: { ...remoteUnitProject.test, server: { deps: { external: [/services\/content\/dist\//] } } },
};

export default defineConfig({
  test: {
    projects: [
      shellUnitProject,
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
