// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from './serve-site.js';

const SECRET = 'the-production-site-and-api-shared-secret';
const live = { remotes: { mf_catalog: { live: { version: '1.0.0', manifestUrl: 'https://catalog.cdn.example.org/1.0.0/mf-manifest.json' }, canary: null } } };
const sums: IncomingHttpHeaders[] = [];
let root: string;
let api: Server;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lo-serve-site-secret-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  api = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/api/release-signals/sums') return void (sums.push(req.headers), res.writeHead(204).end());
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/api/releases/live' ? JSON.stringify(live) : '[]');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => api?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('the production site entry (S10)', () => {
  it('sends SITE_API_SECRET with its signal sums', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    const site = await serveSite({
      API_URL: `http://127.0.0.1:${(api.address() as { port: number }).port}`,
      SITE_ROOT: root,
      SITE_HOST: '127.0.0.1',
      SITE_PORT: String(port),
      SITE_API_SECRET: SECRET,
      REMOTES_JSON: '{}',
    });
    try {
      // The page names its load once the release registry has answered (within its 2 s, which a first request on a
      // busy machine can miss: the page is then served without it, and the next one asks again).
      let page: string | undefined;
      for (let attempt = 0; attempt < 5 && !page; attempt++) {
        const html = await (await fetch(`${site.url}/software`)).text();
        page = /<meta name="lo-page-load" content="([^"]+)">/.exec(html)?.[1];
      }
      expect(page).toBeTruthy();
      const beacon = await fetch(`${site.url}/api/release-signals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ page, events: [{ remote: 'mf_catalog', version: '1.0.0', kind: 'load', ms: 10 }] }),
      });
      expect(beacon.status).toBe(204);
    } finally {
      // Closing sends what is left.
      await site.close();
    }
    expect(sums.map((headers) => headers['x-launchops-site-secret'])).toEqual([SECRET]);
  });
});
