// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { requestToast } from './platform.js';
import { DevToaster, type PageMetaOptions, useDeferredFirstData, usePageMeta } from './react.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a component that records the data it sees on every render. */
function probe() {
  const seen: Array<string | undefined> = [];
  function Probe({ result }: { result: { data: string | undefined } }) {
    seen.push(useDeferredFirstData(result).data);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const show = (data: string | undefined) => act(async () => root.render(createElement(Probe, { result: { data } })));
  return { seen, show, unmount: () => act(async () => root.unmount()) };
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

describe('usePageMeta', () => {
  function page() {
    function Page({ meta }: { meta: PageMetaOptions | null }) {
      usePageMeta(meta);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    const show = (meta: PageMetaOptions | null) => act(async () => root.render(createElement(Page, { meta })));
    return { show, unmount: () => act(async () => root.unmount()) };
  }
  const robots = () => Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]'), (element) => element.content);
  const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

  it('applies the title, description and canonical address, and follows changes', async () => {
    const { show, unmount } = page();
    await show({ title: 'Banking', description: 'Open the accounts.', canonicalPath: '/checklist/banking' });
    expect(document.title).toBe('Banking | LaunchOps');
    expect(description()).toBe('Open the accounts.');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${window.location.origin}/checklist/banking`);
    await show({ title: 'Tax', description: 'File on time.' });
    expect(document.title).toBe('Tax | LaunchOps');
    expect(description()).toBe('File on time.');
    await unmount();
  });

  it('leaves the tags as they are while the page passes null (its data is still loading)', async () => {
    const { show, unmount } = page();
    await show({ title: 'Blog', description: 'Guides for founders.' });
    await show(null);
    expect(document.title).toBe('Blog | LaunchOps');
    expect(description()).toBe('Guides for founders.');
    await show({ title: 'An article', description: 'Its excerpt.', type: 'article' });
    expect(document.title).toBe('An article | LaunchOps');
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:type"]')?.content).toBe('article');
    await unmount();
  });

  it('adds a robots directive only while the page that asks for it is shown', async () => {
    const { show, unmount } = page();
    await show({ title: 'Page not found', description: 'Nothing here.', robots: 'noindex' });
    expect(robots()).toEqual(['noindex']);
    await show({ title: 'Manage your booking', description: 'Private.', robots: 'noindex, nofollow' });
    expect(robots()).toEqual(['noindex, nofollow']);
    await show({ title: 'Consulting', description: 'Book a session.' });
    expect(robots()).toEqual([]);
    await show({ title: 'Page not found', description: 'Nothing here.', robots: 'noindex' });
    await unmount();
    expect(robots()).toEqual([]);
  });
});

describe('DevToaster', () => {
  it('shows the latest toast a slice requests until it is dismissed', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(DevToaster)));
    expect(host.textContent).toBe('');
    await act(async () => requestToast({ title: 'Consultation Booked', description: 'See you then.' }));
    await act(async () => requestToast({ title: 'Task saved' }));
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Task savedDismiss');
    await act(async () => host.querySelector('button')!.click());
    expect(host.querySelector('[role="status"]')).toBeNull();
    await act(async () => root.unmount());
    host.remove();
  });
});
