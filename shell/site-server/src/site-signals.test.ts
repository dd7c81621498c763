// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { LiveReleases, ReleaseSignalSum } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from './site-server.js';

const SECRET = 'the-site-and-api-shared-secret-of-this-test';
const live: LiveReleases = {
  remotes: {
    mf_catalog: {
      live: { version: '1.0.0', manifestUrl: 'https://catalog.cdn.example.org/1.0.0/mf-manifest.json' },
      canary: { version: '2.0.0', manifestUrl: 'https://catalog.cdn.example.org/2.0.0/mf-manifest.json', percent: 100 },
    },
  },
};

/** What the stand-in API received: its sums calls, and every other request's headers. */
const sumsCalls: Array<{ headers: IncomingHttpHeaders; sums: ReleaseSignalSum[] }> = [];
const proxied: IncomingHttpHeaders[] = [];
let root: string;
let fakeApi: Server;
let site: Awaited<ReturnType<typeof startSiteServer>>;

function post(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers } },
      (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** The page-load id a page of the site carries. */
async function pageLoadId(): Promise<string> {
  const html = await (await fetch(`${site.url}/software`)).text();
  const id = /<meta name="lo-page-load" content="([^"]+)">/.exec(html)?.[1];
  if (!id) throw new Error('the page carries no page-load id');
  return id;
}

const sameOrigin = () => ({ origin: site.url, 'sec-fetch-site': 'same-origin' });
const counted = async () => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return sumsCalls.flatMap((call) => call.sums).reduce((n, sum) => n + sum.loads + sum.loadErrors + sum.renderErrors, 0);
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lo-site-signals-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  fakeApi = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/api/release-signals/sums') {
        sumsCalls.push({ headers: req.headers, sums: (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { sums: ReleaseSignalSum[] }).sums });
        return void res.writeHead(204).end();
      }
      proxied.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('[]');
    });
  });
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  const address = fakeApi.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  site = await startSiteServer({
    root,
    port: 0,
    apiUrl,
    remotes: () => ({}),
    releases: { live: async () => live },
    signals: { flushMs: 20 },
    apiSecret: SECRET,
  });
});

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => fakeApi?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe("beacons come from the site's own pages only (S2)", () => {
  it("refuses a beacon another site's page sends, or one no browser sent, and counts none of it", async () => {
    const page = await pageLoadId();
    const beacon = { page, events: [{ remote: 'mf_catalog', version: '2.0.0', kind: 'render-error' }] };
    const before = await counted();
    for (const headers of <Array<Record<string, string>>>[
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: site.url },
      {},
    ]) {
      const res = await post(`${site.url}/api/release-signals`, beacon, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toContain("this site's own pages");
    }
    expect(await counted()).toBe(before);
  });

  it("counts a page load's events once, of live or canary versions only, from beacons its page sent", async () => {
    const page = await pageLoadId();
    const before = await counted();
    const beacon = {
      page,
      events: [
        { remote: 'mf_catalog', version: '2.0.0', kind: 'load', ms: 120 },
        { remote: 'mf_catalog', version: '2.0.0', kind: 'render-error' },
        { remote: 'mf_catalog', version: '9.9.9', kind: 'render-error' },
      ],
    };
    for (let i = 0; i < 20; i += 1) expect((await post(`${site.url}/api/release-signals`, beacon, sameOrigin())).status).toBe(204);
    // Sec-Fetch-Site alone (a browser that sends no Origin on it) is enough too.
    expect((await post(`${site.url}/api/release-signals`, beacon, { 'sec-fetch-site': 'same-origin' })).status).toBe(204);
    expect(await counted()).toBe(before + 2);
    // A made-up page load is refused.
    expect((await post(`${site.url}/api/release-signals`, { ...beacon, page: 'AAAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA' }, sameOrigin())).status).toBe(
      400,
    );
  });
});

describe('the secret shared with the API (S10)', () => {
  it('goes with the sums, and never from a visitor through the proxy', async () => {
    const page = await pageLoadId();
    expect(
      (await post(`${site.url}/api/release-signals`, { page, events: [{ remote: 'mf_catalog', version: '1.0.0', kind: 'load', ms: 5 }] }, sameOrigin())).status,
    ).toBe(204);
    await counted();
    expect(sumsCalls.length).toBeGreaterThan(0);
    for (const call of sumsCalls) expect(call.headers['x-launchops-site-secret']).toBe(SECRET);
    proxied.length = 0;
    await fetch(`${site.url}/api/checklist`, { headers: { 'x-launchops-site-secret': 'a visitor guessing' } });
    expect(proxied).toHaveLength(1);
    expect(proxied[0]!['x-launchops-site-secret']).toBeUndefined();
  });
});
