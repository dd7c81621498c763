import { defineConfig } from 'vitest/config';
import { apiUnitProject, swcPlugin } from './vitest-unit-project.js';

export default defineConfig({
  test: {
    projects: [
      // Run alone or together (`npx vitest run`): the unit files first, then the integration files two at a time.
      apiUnitProject,
      {
        plugins: [swcPlugin()],
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrated and seeded once per run; each file's API starts on a copy (test/support/global-setup.ts).
          globalSetup: ['test/support/global-setup.ts'],
          // Each file starts its own API on its own database; two at a time fits two cores.
          maxWorkers: 2,
          fileParallelism: true,
          sequence: { groupOrder: 1 },
          isolate: false,
        },
      },
    ],
  },
});
