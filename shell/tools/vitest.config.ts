import { SHARED_WORKERS } from '@launchops/kit/vitest';
import { defineConfig } from 'vitest/config';

/** The tools' "unit" project (also one of the projects of `npm test`'s single unit run, vitest.units.config.ts). */
export const toolsUnitProject = {
  test: { name: 'unit', environment: 'node' as const, include: ['*.test.ts', 'bench/*.test.ts', 'lint/*.test.ts', 'docs/*.test.ts'], ...SHARED_WORKERS },
};

export default defineConfig({
  test: {
    projects: [
      toolsUnitProject,
      {
        test: {
          // Several API replicas on a real PostgreSQL and Redis (npm run start:cluster's setup).
          name: 'cluster',
          environment: 'node',
          include: ['cluster/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // The real `npm start` as a newcomer runs it: idle, a dropped database connection, a release.
          name: 'start',
          environment: 'node',
          include: ['start/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // The container images (podman) run as the one-host production stack.
          name: 'images',
          environment: 'node',
          include: ['images/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 1_500_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // Copies the workspace, adds a remote to the roster and runs the site from the copy.
          name: 'roster',
          environment: 'node',
          include: ['roster/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
