import { defineConfig } from 'vitest/config';
import { SHARED_WORKERS } from './src/vitest-preset.js';

// The kit's own tests (without this file vitest would use the shell's config one folder up).
export const kitUnitTest = { include: ['src/**/*.test.{ts,tsx}'], ...SHARED_WORKERS };
export default defineConfig({ test: kitUnitTest });
