import { defineConfig } from 'vitest/config';

// Each file starts servers in its hooks; on two busy cores (CI runs the suites one after another, each file's
// servers beside the others') that can take longer than vitest's default 10 s.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'node', hookTimeout: 30_000 } });
