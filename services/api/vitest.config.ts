import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC, not esbuild: Nest's dependency injection needs emitted decorator metadata.
const swcPlugin = () => swc.vite({ module: { type: 'es6' } });

/**
 * The API's "unit" project (also one of the projects of `npm test`'s single unit run, shell/tools/vitest.units.config.ts).
 * Every core, and one module graph per worker: no unit file mocks a module.
 */
export const apiUnitProject = {
  plugins: [swcPlugin()],
  test: { name: 'unit', include: ['src/**/*.test.ts'], sequence: { groupOrder: 0 }, maxWorkers: '100%', isolate: false, testTimeout: 30_000 },
};

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
