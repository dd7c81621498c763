import { defineConfig } from 'vitest/config';

// Every core, and one module graph per worker (no file mocks a module): the content's loaders are read once per worker.
// 30 s per test: `npm test` runs these beside the browser tests, where the 5 s default was missed.
const contentUnitTest = { include: ['src/**/*.test.ts'], maxWorkers: '100%', isolate: false, testTimeout: 30_000 };
export default defineConfig({ test: contentUnitTest });
