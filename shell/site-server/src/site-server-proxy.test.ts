// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_KEEP_ALIVE_MS } from './plugins/api-proxy.js';
import { startSiteServer } from './site-server.js';
import { startStaticServer } from './static-server.js';

/** A stand-in API replica that answers with what it received. */
interface FakeApi {
  url: string;
  hits: number;
  server: Server;
  close(): Promise<void>;
}

async function startFakeApi(name: string): Promise<FakeApi> {
  const api: FakeApi = {
    url: '',
    hits: 0,
    server: createServer((req, res) => {
      api.hits += 1;
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ name, method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
    }),
    close: () => new Promise((resolve) => api.server.close(() => resolve())),
  };
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const address = api.server.address();
  api.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return api;
}

interface Echo {
  name: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request exactly as curl or a monitor sends it: no Accept-Encoding unless given. */
function rawRequest(url: string, method: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let root: string;
let apis: FakeApi[];
let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lo-site-proxy-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><html><head><title>LaunchOps</title></head><body><div id="root"></div></body></html>');
  apis = [await startFakeApi('a'), await startFakeApi('b')];
  site = await startSiteServer({ root, port: 0, apiUrl: apis.map((a) => a.url), remotes: () => ({}) });
});

afterAll(async () => {
  await site?.close();
  for (const api of apis ?? []) if (api.server.listening) await api.close();
  await rm(root, { recursive: true, force: true });
});

describe('the home page for clients that are not browsers', () => {
  it('answers HEAD / with 200', async () => {
    expect((await rawRequest(`${site.url}/`, 'HEAD')).status).toBe(200);
  });

  it('answers GET / without Accept-Encoding with the page', async () => {
    const res = await rawRequest(`${site.url}/`, 'GET');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});

describe('client address given to the API', () => {
  it('replaces an X-Forwarded-For the visitor wrote with the peer this server saw', async () => {
    const res = await fetch(`${site.url}/api/echo`, { headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.1' } });
    const echo = (await res.json()) as Echo;
    expect(echo.headers['x-forwarded-for']).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(echo.headers['x-forwarded-proto']).toBe('http');
  });

  it('believes X-Forwarded-For from a configured trusted proxy, so clients behind it are told apart', async () => {
    const behindProxy = await startSiteServer({ root, port: 0, apiUrl: apis[0]!.url, remotes: () => ({}), trustedProxies: ['127.0.0.1', '::1'] });
    try {
      const seen = [];
      for (const client of ['203.0.113.7', '203.0.113.8']) {
        const res = await fetch(`${behindProxy.url}/api/echo`, { headers: { 'x-forwarded-for': client } });
        seen.push(((await res.json()) as Echo).headers['x-forwarded-for']);
      }
      expect(seen).toEqual(['203.0.113.7', '203.0.113.8']);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('request bodies', () => {
  it('passes JSON and text bodies through unchanged, with their content type', async () => {
    const json = '{"firstName":"Ann","notes":"é ✓"}';
    const res = await fetch(`${site.url}/api/consultation-bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
    const echo = (await res.json()) as Echo;
    expect(echo.body).toBe(json);
    expect(echo.headers['content-type']).toBe('application/json');
    const form = await fetch(`${site.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b=2',
    });
    expect(((await form.json()) as Echo).body).toBe('a=1&b=2');
  });

  it('refuses a body over the limit with 413 at once, without passing it on', async () => {
    const before = apis[0]!.hits + apis[1]!.hits;
    const res = await fetch(`${site.url}/api/consultation-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ notes: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/too large/);
    expect(apis[0]!.hits + apis[1]!.hits).toBe(before);
  });

  it('refuses a chunked body (no declared length) that grows over the limit with 413', async () => {
    const big = 'y'.repeat(300 * 1024);
    const res = await fetch(`${site.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: new ReadableStream({
        start(controller) {
          const bytes = new TextEncoder().encode(big);
          for (let i = 0; i < bytes.length; i += 16 * 1024) controller.enqueue(bytes.slice(i, i + 16 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe('several API replicas', () => {
  it('spreads requests over them and fails over from one that is down, bodies included', async () => {
    const hitsBefore = apis.map((a) => a.hits);
    for (let i = 0; i < 20; i += 1) expect((await fetch(`${site.url}/api/checklist-items`)).status).toBe(200);
    expect(apis[0]!.hits - hitsBefore[0]!).toBeGreaterThan(0);
    expect(apis[1]!.hits - hitsBefore[1]!).toBeGreaterThan(0);

    await apis[0]!.close();
    const answers: Echo[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(`${site.url}/api/newsletter-subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"n":${i}}`,
      });
      expect(res.status).toBe(200);
      answers.push((await res.json()) as Echo);
    }
    expect(answers.every((a) => a.name === 'b')).toBe(true);
    expect(answers.map((a) => a.body)).toEqual(Array.from({ length: 20 }, (_, i) => `{"n":${i}}`));
  });

  it('finds the one replica still up among stopped ones, for every request', async () => {
    const api = await startFakeApi('up');
    const edge = await startSiteServer({ root, port: 0, apiUrl: ['http://127.0.0.1:1', 'http://127.0.0.1:2', api.url], remotes: () => ({}) });
    try {
      const statuses = [];
      for (let i = 0; i < 60; i += 1) statuses.push((await fetch(`${edge.url}/api/health`, { method: 'POST', body: '{}' })).status);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await edge.close();
      await api.close();
    }
  });

  it('answers 502 with a readable message when no replica answers', async () => {
    const lonely = await startSiteServer({ root, port: 0, apiUrl: ['http://127.0.0.1:1', 'http://127.0.0.1:2'], remotes: () => ({}) });
    try {
      const res = await fetch(`${lonely.url}/api/health`);
      expect(res.status).toBe(502);
      expect(((await res.json()) as { message: string }).message).toMatch(/not reachable/);
    } finally {
      await lonely.close();
    }
  });
});

describe('build-only files', () => {
  it('does not publish mf-stats.json (the build tools’ list of dependencies and paths)', async () => {
    await writeFile(path.join(root, 'mf-stats.json'), '{"name":"shell"}');
    for (const url of ['/mf-stats.json', '/mf%2Dstats.json', '/mf-stats.json?x=1']) expect((await fetch(`${site.url}${url}`)).status).toBe(404);
    const remote = await startStaticServer({ root, port: 0, allowedOrigins: [] });
    try {
      expect((await fetch(`${remote.url}/mf-stats.json`)).status).toBe(404);
      expect((await fetch(`${remote.url}/index.html`)).status).toBe(200);
    } finally {
      await remote.close();
    }
  });
});

describe('page statuses while the API is slow', () => {
  it('serves a page without waiting for the API’s list of pages, giving entry pages the benefit of the doubt', async () => {
    let answered = false;
    const slow = createServer((_req, res) => {
      setTimeout(() => {
        answered = true;
        res.setHeader('content-type', 'application/json');
        res.end('[]');
      }, 3_000);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const address = slow.address();
    const edge = await startSiteServer({
      root,
      port: 0,
      apiUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      remotes: () => ({}),
    });
    try {
      const page = await fetch(`${edge.url}/blog/an-article`);
      expect(page.status).toBe(200);
      expect(answered).toBe(false);
      expect((await fetch(`${edge.url}/no-such-section`)).status).toBe(404);
    } finally {
      await edge.close();
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
    // The edge's own close waits for the slow API's answers to its background reads.
  }, 15_000);
});

describe('connections to the API replicas', () => {
  it('drops an idle connection within a second, before a draining replica would close it under a request', async () => {
    // A replica that advertises the usual five seconds of keep-alive, and counts the connections still open to it.
    const open = new Set<import('node:net').Socket>();
    const replica = createServer((_req, res) => res.end('{}'));
    replica.on('connection', (socket) => {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
    });
    await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
    const address = replica.address();
    const edge = await startSiteServer({
      root,
      port: 0,
      apiUrl: [`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`],
      remotes: () => ({}),
    });
    try {
      expect((await rawRequest(`${edge.url}/api/health`, 'GET')).status).toBe(200);
      expect(open.size).toBe(1);
      // The replica keeps it for 5 s; the edge lets it go after EDGE_KEEP_ALIVE_MS, below the 1.5 s a replica drains for.
      await new Promise((resolve) => setTimeout(resolve, EDGE_KEEP_ALIVE_MS + 400));
      expect(open.size).toBe(0);
    } finally {
      await edge.close();
      await new Promise<void>((resolve) => replica.close(() => resolve()));
    }
  });
});
