import { installTestSetup } from '@launchops/kit/testing/setup';
import { beforeEach, vi } from 'vitest';

installTestSetup();

beforeEach(() => {
  // jsdom does not lay out or scroll.
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn();
  localStorage.clear();
});
