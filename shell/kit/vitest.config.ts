import { defineConfig } from 'vitest/config';

// The kit's own tests (without this file vitest would use the shell's config one folder up).
export default defineConfig({ test: { include: ['src/**/*.test.{ts,tsx}'] } });
