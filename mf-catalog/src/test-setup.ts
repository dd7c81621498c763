import { installTestSetup } from '@launchops/kit/testing/setup';

installTestSetup();

// jsdom lacks ResizeObserver, which Radix's tooltip positioning uses.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
