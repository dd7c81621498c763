// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, useLoadState } from './use-loaded.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('preloadable', () => {
  it('loads once, is readable synchronously afterwards, and loads again after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue('page');
    const chunk = preloadable<string>(importer);
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).rejects.toThrow('chunk failed');
    expect(chunk.loaded()).toBeUndefined();
    const [a, b] = [chunk.load(), chunk.load()];
    expect(await a).toBe('page');
    expect(await b).toBe('page');
    expect(chunk.loaded()).toBe('page');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

/** Renders a component that records what useLoadState gives it on every render. */
function probe() {
  const seen: string[] = [];
  function Probe({ token, ready, load }: { token: string; ready?: string; load: () => Promise<string> }) {
    const { value, error } = useLoadState(token, ready, load);
    seen.push(error ? `error: ${error.message}` : (value ?? 'waiting'));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const show = (props: { token: string; ready?: string; load: () => Promise<string> }) => act(async () => root.render(createElement(Probe, props)));
  return { seen, show, unmount: () => act(async () => root.unmount()) };
}

describe('useLoadState', () => {
  it('gives a ready value in the very first render, without loading', async () => {
    const { seen, show, unmount } = probe();
    const load = vi.fn();
    await show({ token: 'a', ready: 'ready value', load });
    expect(seen[0]).toBe('ready value');
    expect(load).not.toHaveBeenCalled();
    await unmount();
  });

  it('gives the value once loaded, and a failure as an error', async () => {
    const { seen, show, unmount } = probe();
    await show({ token: 'a', load: () => Promise.resolve('loaded value') });
    expect(seen).toEqual(['waiting', 'loaded value']);
    seen.length = 0;
    await show({ token: 'b', load: () => Promise.reject(new Error('offline')) });
    expect(seen.at(-1)).toBe('error: offline');
    await unmount();
  });

  it('never gives the value of an earlier token under a new one', async () => {
    const { seen, show, unmount } = probe();
    await show({ token: 'a', load: () => Promise.resolve('first value') });
    let finish!: (value: string) => void;
    seen.length = 0;
    await show({ token: 'b', load: () => new Promise<string>((resolve) => (finish = resolve)) });
    expect(seen).not.toContain('first value');
    expect(seen.at(-1)).toBe('waiting');
    await act(async () => finish('second value'));
    expect(seen.at(-1)).toBe('second value');
    await unmount();
  });
});
