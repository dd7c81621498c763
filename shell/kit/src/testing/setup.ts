import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * The component tests' setup, shared by the shell and every remote: call it from the workspace's src/test-setup.ts,
 * which runs before each test file.
 */
export function installTestSetup(): void {
  // Workers share one environment across files (isolate: false, SHARED_WORKERS in the kit's vitest preset), so each
  // file imports the site's modules afresh: a file's vi.mock then applies to what it imports, whatever ran before it.
  vi.resetModules();
  // Role queries over a whole page are slow in jsdom on a busy machine (npm test runs the browser tests beside these):
  // give findBy/waitFor room.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // Leave nothing behind for the next file in the same environment.
    localStorage.clear();
    sessionStorage.clear();
  });
}
