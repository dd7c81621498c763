// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRemoteEnv, serveRemote } from './serve-remote.js';
import { loadServedSiteEnv } from './serve-site.js';

// The images' entries (serve-site.ts, serve-remote.ts) read everything from the environment.

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the site image entry', () => {
  it('needs API_URL, and says so', () => {
    expect(() => loadServedSiteEnv({})).toThrow(/API_URL is required/);
  });

  it('reads the remotes from REMOTES_JSON, refusing JSON that is not a remotes config', async () => {
    const env = loadServedSiteEnv({
      API_URL: 'http://api-1:3000,http://api-2:3000',
      REMOTES_JSON: '{"mf_catalog":"https://catalog.example/mf-manifest.json"}',
      SITE_PORT: '9090',
    });
    expect(env.API_URL).toEqual(['http://api-1:3000', 'http://api-2:3000']);
    expect(env.SITE_PORT).toBe(9090);
    expect(env.SITE_HOST).toBe('0.0.0.0');
    expect(await env.remotes()).toEqual({ mf_catalog: 'https://catalog.example/mf-manifest.json' });
    expect(() => loadServedSiteEnv({ API_URL: 'http://api:3000', REMOTES_JSON: '{nope' })).toThrow(/REMOTES_JSON must be JSON/);
    expect(() => loadServedSiteEnv({ API_URL: 'http://api:3000', REMOTES_JSON: '{"mf_catalog":"javascript:alert(1)"}' })).toThrow(/REMOTES_JSON/);
    expect(() => loadServedSiteEnv({ API_URL: 'http://api:3000', REMOTES_JSON: '{}', REMOTES_FILE: '/etc/remotes.json' })).toThrow(/not both/);
  });
});

describe('a remote image entry', () => {
  it('needs the site origins', () => {
    expect(() => loadRemoteEnv({})).toThrow(/SITE_ORIGINS is required/);
    expect(() => loadRemoteEnv({ SITE_ORIGINS: 'not a url' })).toThrow(/SITE_ORIGINS/);
  });

  it('serves its build to the site origins only', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'lo-remote-entry-'));
    dirs.push(root);
    await writeFile(path.join(root, 'mf-manifest.json'), '{"name":"mf_catalog"}');
    await writeFile(path.join(root, 'index.html'), '<!doctype html><html><head><title>mf-catalog (standalone)</title></head><body></body></html>');
    const server = await serveRemote({ SITE_ORIGINS: 'https://launchops.example/', REMOTE_ROOT: root, REMOTE_HOST: '127.0.0.1', REMOTE_PORT: '0' });
    try {
      const port = (server.app.server.address() as { port: number }).port;
      const allowed = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`, { headers: { origin: 'https://launchops.example' } });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://launchops.example');
      expect(allowed.headers.get('cache-control')).toBe('no-cache');
      const other = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`, { headers: { origin: 'https://elsewhere.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      // Its standalone pages, a deep link included, may not be framed and send no full address on (S13).
      for (const page of ['/', '/checklist/legal']) {
        const res = await fetch(`http://127.0.0.1:${port}${page}`);
        expect(res.status, page).toBe(200);
        expect(res.headers.get('content-security-policy'), page).toContain("frame-ancestors 'none'");
        expect(res.headers.get('content-security-policy'), page).toContain("script-src 'self'");
        expect(res.headers.get('x-frame-options'), page).toBe('DENY');
        expect(res.headers.get('referrer-policy'), page).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await server.close();
    }
  });
});
