import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureLocalReleaseToken, localReleaseTokenFile } from './local-release-token.js';
import { planCall, runRelease, UsageError, USAGE } from './release.js';

describe('npm run release', () => {
  it('turns each command line into its registry call', () => {
    expect(planCall(['mf_catalog', 'https://cdn.example.org/catalog/2/mf-manifest.json'])).toMatchObject({
      method: 'POST',
      path: '/releases/mf_catalog',
      body: { manifestUrl: 'https://cdn.example.org/catalog/2/mf-manifest.json' },
    });
    expect(planCall(['rollback', 'mf_catalog'])).toMatchObject({ method: 'POST', path: '/releases/mf_catalog/rollback', body: {} });
    expect(planCall(['rollback', 'mf_catalog', '1.0.0', '--expect', '2.0.0'])).toMatchObject({ body: { version: '1.0.0', expectedLiveVersion: '2.0.0' } });
    expect(planCall(['canary', 'mf_catalog', '2.0.0', '20'])).toMatchObject({ path: '/releases/mf_catalog/canary', body: { version: '2.0.0', percent: 20 } });
    expect(planCall(['canary', 'mf_catalog', 'https://cdn.example.org/c/mf-manifest.json', '5'])).toMatchObject({
      body: { manifestUrl: 'https://cdn.example.org/c/mf-manifest.json', percent: 5 },
    });
    expect(planCall(['canary', 'mf_catalog', 'off'])).toMatchObject({ body: { percent: 0 } });
    expect(planCall(['status'])).toMatchObject({ method: 'GET', path: '/releases/live' });
    expect(planCall(['status', 'mf_content'])).toMatchObject({ method: 'GET', path: '/releases/mf_content' });
    expect(planCall(['token', 'create', 'admin', 'platform', 'on-call'])).toMatchObject({ body: { remote: null, label: 'platform on-call' } });
    expect(planCall(['token', 'revoke', '7'])).toMatchObject({ method: 'DELETE', path: '/releases/tokens/7' });
    expect(planCall(['mf_catalog', 'https://x.example/mf-manifest.json', '--expect', 'none'])).toMatchObject({ body: { expectedLiveVersion: null } });
  });

  it('says what is wrong with a command line before calling anything', () => {
    const refused = (argv: string[], pattern: RegExp) => {
      expect(() => planCall(argv)).toThrow(UsageError);
      expect(() => planCall(argv)).toThrow(pattern);
    };
    refused([], /Usage: npm run release/);
    refused(['catalog', 'https://x.example/mf-manifest.json'], /remote: A remote is named like mf_checklist/);
    refused(['canary', 'mf_catalog', '2.0.0', '120'], /percent must be 0 to 100/);
    refused(['canary', 'mf_catalog', '2.0.0'], /canary takes/);
    refused(['mf_catalog', 'ftp://x/mf-manifest.json'], /manifestUrl must be an http\(s\) URL/);
    refused(['rollback', 'mf_catalog', '--expect'], /--expect needs/);
    expect(USAGE).toContain('rollback <remote> [version]');
  });

  it('asks for a token, and names an unreachable registry', async () => {
    const noLocalToken = { DATA_DIR: path.join(os.tmpdir(), 'lo-no-such-folder', 'pg') };
    await expect(runRelease(['status'], noLocalToken)).rejects.toThrow(/Set RELEASE_TOKEN.*npm start, which keeps a local admin token/);
    await expect(runRelease(['status'], { ...noLocalToken, RELEASE_API: 'https://site.example.net/api' })).rejects.toThrow(/Set RELEASE_TOKEN[^]*<label>\)\.$/);
    await expect(runRelease(['status'], { RELEASE_TOKEN: 't', RELEASE_API: 'http://127.0.0.1:9/api' })).rejects.toThrow(/not reachable/);
  });

  it("uses the local admin token of this machine's npm start, and never sends it to another host", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-release-token-'));
    const seen: Array<string | undefined> = [];
    const server = createServer((request, response) => {
      seen.push(request.headers.authorization);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ remotes: {} }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const env = { DATA_DIR: path.join(dir, 'pg'), SITE_PORT: String(port) };
      const token = await ensureLocalReleaseToken(env);
      expect(localReleaseTokenFile(env)).toBe(path.join(dir, 'release-admin-token'));
      expect((await stat(localReleaseTokenFile(env))).mode & 0o777).toBe(0o600);
      expect(await ensureLocalReleaseToken(env)).toBe(token);
      expect((await readFile(localReleaseTokenFile(env), 'utf8')).trim()).toBe(token);

      expect(await runRelease(['status'], env)).toMatch(/Nothing released yet/);
      expect(seen).toEqual([`Bearer ${token}`]);
      // Another host: the local token stays home.
      await expect(runRelease(['status'], { ...env, RELEASE_API: `http://127.0.0.2:${port}/api` })).rejects.toThrow(/Set RELEASE_TOKEN/);
      await expect(runRelease(['status'], { ...env, RELEASE_API: 'http://site.invalid/api' })).rejects.toThrow(/Set RELEASE_TOKEN/);
      expect(seen).toHaveLength(1);
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
