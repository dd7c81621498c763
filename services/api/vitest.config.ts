import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC, not esbuild: Nest's dependency injection needs emitted decorator metadata.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each integration file starts its own API and database; two at a time fits two cores.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
