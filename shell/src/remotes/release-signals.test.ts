import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushReleaseSignals, reportCaughtError, reportLoadError, reportRemoteSignal, resetReleaseSignals } from './release-signals';

const sent: unknown[] = [];

beforeEach(() => {
  resetReleaseSignals();
  sent.length = 0;
  document.head.innerHTML = `<script id="lo-release-versions" type="application/json">${JSON.stringify({
    mf_catalog: { version: '2.0.0', side: 'canary' },
    mf_content: { version: null, side: 'site' },
  })}</script><meta name="lo-page-load" content="page-load-id.signed">`;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: Blob) => {
      sent.push({ url, body });
      return true;
    }),
  });
});

afterEach(() => {
  document.head.innerHTML = '';
});

const batches = async () =>
  Promise.all(sent.map(async (entry) => JSON.parse(await (entry as { body: Blob }).body.text()) as { page: string; events: Array<Record<string, unknown>> }));

describe('release signals', () => {
  it('names the version the page runs, and sends in batches of at most 50', async () => {
    for (let i = 0; i < 60; i += 1) reportRemoteSignal('mf_catalog', 'load', 123.6);
    flushReleaseSignals();
    const [first, second] = await batches();
    expect(first!.events).toHaveLength(50);
    expect(second!.events).toHaveLength(10);
    expect(first!.events[0]).toEqual({ remote: 'mf_catalog', version: '2.0.0', kind: 'load', ms: 124 });
    expect((sent[0] as { url: string }).url).toBe('/api/release-signals');
  });

  it('names the page load the site server gave the page in every beacon, and reports nothing without one (S2)', async () => {
    reportRemoteSignal('mf_catalog', 'load', 10);
    reportRemoteSignal('mf_catalog', 'render-error');
    flushReleaseSignals();
    expect((await batches()).map((batch) => batch.page)).toEqual(['page-load-id.signed']);
    resetReleaseSignals();
    sent.length = 0;
    document.querySelector('meta[name="lo-page-load"]')!.remove();
    reportRemoteSignal('mf_catalog', 'load', 10);
    flushReleaseSignals();
    expect(sent).toEqual([]);
  });

  it('reports nothing of a remote whose version the page does not know', async () => {
    reportRemoteSignal('mf_content', 'load', 10);
    reportRemoteSignal('mf_consulting', 'render-error');
    flushReleaseSignals();
    expect(sent).toEqual([]);
  });

  it('counts a failed load once, not again as a render error when its boundary shows it', async () => {
    const failure = new Error('entry did not load');
    reportLoadError('mf_catalog', failure);
    reportCaughtError('mf_catalog', failure);
    reportCaughtError('mf_catalog', new Error('render threw'));
    flushReleaseSignals();
    expect((await batches())[0]!.events.map((e) => e.kind)).toEqual(['load-error', 'render-error']);
  });

  it('sends when the page is left', async () => {
    reportRemoteSignal('mf_catalog', 'load', 50);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
  });
});
