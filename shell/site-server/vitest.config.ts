import { SHARED_WORKERS } from '@launchops/kit/vitest';
import { defineConfig } from 'vitest/config';

// Each file starts servers in its hooks; on two busy cores (CI runs the suites one after another, each file's
// servers beside the others') that can take longer than vitest's default 10 s.
// Isolated: a file mocks node:crypto's comparison (pin-signature.test.ts).
export const siteServerUnitTest = {
  include: ['src/**/*.test.ts'],
  environment: 'node' as const,
  hookTimeout: 30_000,
  maxWorkers: SHARED_WORKERS.maxWorkers,
  testTimeout: SHARED_WORKERS.testTimeout,
};

export default defineConfig({ test: siteServerUnitTest });
