// The API's Vitest "unit" project, in plain JavaScript so that another workspace's Vitest config can import it by the
// package's name (`@launchops/api/vitest-unit-project`): Vitest's config loader does not load TypeScript from a package.
// Used by this package's vitest.config.ts and by `npm test`'s single unit run (shell/tools/vitest.units.config.ts).
import swc from 'unplugin-swc';

/** SWC, not esbuild: Nest's dependency injection needs emitted decorator metadata. */
export const swcPlugin = () => swc.vite({ module: { type: 'es6' } });

/** Every core, and one module graph per worker: no unit file mocks a module. */
export const apiUnitProject = {
  plugins: [swcPlugin()],
  test: { name: 'unit', include: ['src/**/*.test.ts'], sequence: { groupOrder: 0 }, maxWorkers: '100%', isolate: false, testTimeout: 30_000 },
};
