// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from './site-server.js';
import { startStaticServer } from './static-server.js';

/** A request with exactly these headers (fetch would not send a forged Host, nor a raw `%` in the query). */
function rawRequest(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest({ host: target.hostname, port: target.port, path: url.slice(target.origin.length), method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let root: string;
let fakeApi: Server;
let apiHits: string[];
let site: Awaited<ReturnType<typeof startSiteServer>>;
let remote: Awaited<ReturnType<typeof startStaticServer>>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lo-edge-hardening-'));
  await mkdir(path.join(root, 'static/js'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(root, '.build-stamp'), 'abc123 secret build input hash');
  await mkdir(path.join(root, '.git'), { recursive: true });
  await writeFile(path.join(root, '.git/config'), '[core]');
  await writeFile(path.join(root, 'release.json'), JSON.stringify({ remote: 'mf_checklist', version: '1.0.0' }));
  await writeFile(path.join(root, 'route-data.json'), '[]');
  await writeFile(path.join(root, 'mf-manifest.json'), '{}');
  apiHits = [];
  fakeApi = createServer((req, res) => {
    apiHits.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ echo: req.url }));
  });
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  const address = fakeApi.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  site = await startSiteServer({ root, port: 0, apiUrl, remotes: () => ({}), releases: { live: false } });
  remote = await startStaticServer({ root, port: 0, allowedOrigins: [site.url], spaFallback: true });
});

afterAll(async () => {
  await site?.close();
  await remote?.close();
  await new Promise((resolve) => fakeApi?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('dotfiles (S7)', () => {
  it("are not served by the site nor by a remote's static server, however the path is spelt", async () => {
    for (const server of [site, remote]) {
      for (const spelling of ['/.build-stamp', '/.git/config', '/%2ebuild-stamp', '/static/../.build-stamp', '/.build-stamp?x=1']) {
        const res = await rawRequest(`${server.url}${spelling}`);
        expect(res.status, `${server.url}${spelling}`).toBe(404);
        expect(res.body).not.toContain('secret');
        expect(res.body).not.toContain('[core]');
      }
    }
  });
});

describe('release files are revalidated on every use (S9)', () => {
  it('serves release.json, route-data.json and mf-manifest.json with Cache-Control: no-cache', async () => {
    for (const file of ['release.json', 'route-data.json', 'mf-manifest.json']) {
      const res = await fetch(`${remote.url}/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('no-cache');
    }
  });
});

describe('malformed addresses (S6)', () => {
  it('answers 400 with a message, not 500, to a query string or path that is not valid percent-encoding', async () => {
    for (const spelling of ['/api/checklist?x=%', '/api/checklist?x=%zz&y=1', '/api/checklist%', '/checklist?x=%', '/%E0%A4%A']) {
      const res = await rawRequest(`${site.url}${spelling}`);
      expect(res.status, spelling).toBe(400);
      expect(res.body, spelling).toMatch(/address/i);
    }
    // A well-formed one still passes.
    const ok = await rawRequest(`${site.url}/api/checklist?x=%25`);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ echo: '/api/checklist?x=%25' });
  });
});

describe('robots.txt and sitemap.xml with a forged Host (S8)', () => {
  const forged = { host: 'evil.example' };

  it('name the configured public origin whatever Host says, and may then be cached publicly', async () => {
    const configured = await startSiteServer({
      root,
      port: 0,
      apiUrl: `http://127.0.0.1:${(fakeApi.address() as { port: number }).port}`,
      remotes: () => ({}),
      releases: { live: false },
      publicOrigin: 'https://launchops.test',
    });
    try {
      for (const file of ['/robots.txt', '/sitemap.xml']) {
        const res = await rawRequest(`${configured.url}${file}`, forged);
        expect(res.status, file).toBe(200);
        expect(res.body, file).not.toContain('evil.example');
        expect(res.body, file).toContain('https://launchops.test/');
      }
    } finally {
      await configured.close();
    }
  });

  it('without a configured origin, never let a shared cache keep an answer built from the Host header', async () => {
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const res = await rawRequest(`${site.url}${file}`, forged);
      expect(res.status, file).toBe(200);
      if (res.body.includes('evil.example')) expect(String(res.headers['cache-control']), file).toMatch(/private|no-store/);
      // A Host that is not a host name is not copied at all.
      const odd = await rawRequest(`${site.url}${file}`, { host: 'a"b<c>' });
      expect(odd.body, file).not.toContain('<c>');
    }
    // A request with its real Host still gets absolute URLs of the site.
    expect((await rawRequest(`${site.url}/robots.txt`)).body).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
