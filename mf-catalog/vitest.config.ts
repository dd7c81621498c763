import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./src/test-setup.ts'], testTimeout: 20_000 },
      },
      {
        extends: true,
        test: { name: 'e2e', environment: 'node', include: ['e2e/**/*.test.ts'], testTimeout: 90_000, hookTimeout: 180_000, fileParallelism: false },
      },
    ],
  },
});
