import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom with emotion is slow on small machines: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // jsdom does not lay out or scroll.
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
