type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** A fetch stand-in that answers same-origin /api paths from a table; anything else is a 404. */
export function fakeApi(routes: Record<string, Handler | unknown>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    calls.push({ url: url.pathname, init });
    const route = routes[url.pathname];
    if (route === undefined) {
      return new Response(JSON.stringify({ statusCode: 404, message: 'We could not find that software' }), { status: 404 });
    }
    if (typeof route === 'function') return (route as Handler)(url, init);
    return new Response(JSON.stringify(route), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetchMock, calls };
}
