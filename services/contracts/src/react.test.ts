// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useDeferredFirstData } from './react.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a component that records the data it sees on every render. */
function probe() {
  const seen: Array<string | undefined> = [];
  function Probe({ result }: { result: { data: string | undefined } }) {
    seen.push(useDeferredFirstData(result).data);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const show = (data: string | undefined) => act(() => root.render(createElement(Probe, { result: { data } })));
  return { seen, show, unmount: () => act(() => root.unmount()) };
}

describe('useDeferredFirstData', () => {
  it('renders the first data in a second, background render, and later data at once', async () => {
    const { seen, show, unmount } = probe();
    await show(undefined);
    expect(seen).toEqual([undefined]);

    seen.length = 0;
    await show('first');
    // The update's own render still sees no data; the deferred one brings it.
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe('first');

    seen.length = 0;
    await show('second');
    // Once data has been shown, a change (a visitor's own, say) is never held back.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((data) => data === 'second')).toBe(true);
    await unmount();
  });

  it('passes data that is there from the start straight through', async () => {
    const { seen, show, unmount } = probe();
    await show('cached');
    expect(seen).toEqual(['cached']);
    await unmount();
  });
});
