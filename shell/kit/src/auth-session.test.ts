// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthState, useAuthSession } from './auth-session.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'lo_signed_in=; max-age=0; path=/';
});

/** Renders useAuthSession and resolves with its state once the first answer is in. */
async function sessionState(): Promise<AuthState> {
  let state: AuthState | undefined;
  function Probe() {
    state = useAuthSession();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(QueryClientProvider, { client }, createElement(Probe))));
  await vi.waitFor(() => expect(state?.loading).toBe(false));
  act(() => root.unmount());
  return state!;
}

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('useAuthSession', () => {
  it('knows an anonymous browser (no hint cookie) is nobody without asking the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect((await sessionState()).account).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API when the browser holds a session, and gives its validated account', async () => {
    document.cookie = 'lo_signed_in=1; path=/';
    const account = { id: 7, email: 'ada@example.com', createdAt: '2026-11-25T10:00:00.000Z' };
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => answer(200, { account }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await sessionState()).account).toEqual(account);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/auth/session');
  });

  it('treats an answer that is not a session as nobody signed in', async () => {
    document.cookie = 'lo_signed_in=1; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { account: { id: 'seven' } })),
    );
    expect((await sessionState()).account).toBeNull();
  });
});
