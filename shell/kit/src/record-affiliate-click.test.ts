// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_CLICKS_PATH, recordAffiliateClick } from './record-affiliate-click.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubBeacon(result: boolean | Error) {
  const sendBeacon = vi.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return sendBeacon;
}

describe('recordAffiliateClick', () => {
  it('sends the click as a beacon with a JSON body', () => {
    const sendBeacon = stubBeacon(true);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    recordAffiliateClick({ toolId: 'gusto', source: 'tools_page' });
    expect(sendBeacon).toHaveBeenCalledWith(AFFILIATE_CLICKS_PATH, JSON.stringify({ toolId: 'gusto', source: 'tools_page' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    stubBeacon(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetchMock);
    recordAffiliateClick({ toolId: 'notion', source: 'software' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/affiliate-clicks');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(JSON.parse(init.body as string)).toEqual({ toolId: 'notion', source: 'software' });
  });

  it('falls back to fetch when sendBeacon throws or does not exist', () => {
    stubBeacon(new TypeError('blocked'));
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetchMock);
    recordAffiliateClick({ toolId: 'slack', source: 'tools_page' });
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    recordAffiliateClick({ toolId: 'slack', source: 'tools_page' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('swallows a failed fallback request', async () => {
    stubBeacon(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(() => recordAffiliateClick({ toolId: 'slack', source: 'tools_page' })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('sends nothing for an invalid click', () => {
    const sendBeacon = stubBeacon(true);
    recordAffiliateClick({ toolId: '<script>', source: 'tools_page' });
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
