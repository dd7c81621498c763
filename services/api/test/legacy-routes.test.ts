import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTRACTS_VERSION } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestVisitor } from './support/test-api.js';

/**
 * The legacy per-visitor checklist routes and the old software routes answer while the release registry serves a
 * build made against contracts older than their successors, and 410 Gone once it serves none (README: "Sunset of the
 * legacy routes").
 */
const ADMIN = 'platform-admin-token-for-the-legacy-route-tests';
const SHARED = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true }];
const files = new Map<string, string>();
let host: Server;
let cdn = '';
let api: TestApi;
let visitor: TestVisitor;

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A build of `remote` at `version`, made against `contractsVersion`, on the static host; its manifest URL. */
function upload(remote: string, version: string, contractsVersion: string): string {
  const dir = `/${remote}/${version}`;
  const entryFile = `static/js/${remote}.${version.replace(/\W/g, '')}.js`;
  const entry = `/* ${remote} ${version} */ var ${remote} = {};`;
  files.set(
    `${dir}/mf-manifest.json`,
    JSON.stringify({ metaData: { name: remote, publicPath: 'auto', remoteEntry: { name: entryFile, path: '' } }, shared: SHARED }),
  );
  files.set(
    `${dir}/release.json`,
    JSON.stringify({
      remote,
      version,
      commit: 'abcdef1234567',
      builtAt: '2026-11-25T10:00:00.000Z',
      contractsVersion,
      entry: { file: entryFile, integrity: sri(entry) },
    }),
  );
  files.set(`${dir}/${entryFile}`, entry);
  return `${cdn}${dir}/mf-manifest.json`;
}

async function registry(method: string, url: string, body: unknown): Promise<void> {
  const answer = await api.visitor().request(method, `/api/releases${url}`, body, { headers: { authorization: `Bearer ${ADMIN}` } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const CHECKLIST_ROUTES = ['/api/checklist-items', '/api/checklist-categories', '/api/checklist-items/category/1'];
const SOFTWARE_ROUTES = ['/api/software-recommendations', '/api/software-recommendations/liveplan'];

async function statuses(urls: string[]): Promise<number[]> {
  return Promise.all(urls.map(async (url) => (await visitor.get(url)).status));
}

beforeAll(async () => {
  host = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    if (body === undefined) return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': request.url!.endsWith('.js') ? 'text/javascript' : 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  cdn = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  files.set('/shell/mf-manifest.json', JSON.stringify({ shared: SHARED }));
  api = await startTestApi({ RELEASE_ADMIN_TOKEN: ADMIN, SHELL_MANIFEST_URL: `${cdn}/shell/mf-manifest.json`, RATE_LIMIT_FACTOR: '50' });
  visitor = api.visitor();
}, 120_000);

afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => host?.close(resolve));
});

describe('the legacy routes follow the release registry', () => {
  it('answers, marked deprecated, while the registry names no build of their remote (the site then loads its own)', async () => {
    const items = await visitor.get('/api/checklist-items');
    expect(items.status).toBe(200);
    expect(items.body.length).toBeGreaterThan(0);
    expect(items.headers.get('deprecation')).toMatch(/^@\d+$/);
    expect(new Date(items.headers.get('sunset')!).getTime()).toBeGreaterThan(Date.parse('2026-12-01'));
    expect(items.headers.get('link')).toBe('</api/checklist>; rel="successor-version"');
    expect(await statuses([...CHECKLIST_ROUTES, ...SOFTWARE_ROUTES])).toEqual([200, 200, 200, 200, 200]);
    // The current routes carry no such headers.
    expect((await visitor.get('/api/checklist-progress')).headers.get('deprecation')).toBeNull();
    // The API's description says so too.
    const docs = (await visitor.get('/api/docs/openapi.json')).body as { paths: Record<string, { get?: { deprecated?: boolean } }> };
    expect(docs.paths['/api/checklist-items']!.get!.deprecated).toBe(true);
    expect(docs.paths['/api/software-recommendations/{id}']!.get!.deprecated).toBe(true);
    expect(docs.paths['/api/checklist-progress']!.get!.deprecated).toBeUndefined();
  });

  it('answers while a live build of contracts older than the successors reads them, and 410 once none is live', async () => {
    await registry('POST', '/mf_checklist', { manifestUrl: upload('mf_checklist', '1.0.0', '1.0.0') });
    await registry('POST', '/mf_catalog', { manifestUrl: upload('mf_catalog', '1.1.0', '1.1.0') });
    expect(await statuses([...CHECKLIST_ROUTES, ...SOFTWARE_ROUTES])).toEqual([200, 200, 200, 200, 200]);

    // A new checklist build: nothing live reads the per-visitor task lists any more.
    await registry('POST', '/mf_checklist', { manifestUrl: upload('mf_checklist', '2.0.0', CONTRACTS_VERSION) });
    expect(await statuses(CHECKLIST_ROUTES)).toEqual([410, 410, 410]);
    const gone = await visitor.get('/api/checklist-items');
    expect(gone.body.message).toMatch(/retired.*contracts older than 1\.1\.0.*GET \/api\/checklist .*GET \/api\/checklist-progress/);
    expect(gone.headers.get('link')).toBe('</api/checklist>; rel="successor-version"');
    expect(gone.headers.get('cache-control')).toBe('no-store');
    // The old catalog build still reads its routes; ticking a task is a current route.
    expect(await statuses(SOFTWARE_ROUTES)).toEqual([200, 200]);
    const content = await visitor.get('/api/checklist');
    const tick = await visitor.request('PATCH', `/api/checklist-items/${content.body.tasks[0].id}`, { completed: true });
    expect(tick.status).toBe(200);
    expect((await visitor.get('/api/checklist-progress')).body.completedItemIds).toContain(content.body.tasks[0].id);

    // The old build back on canary for some visitors: served again; the canary ended: gone again.
    await registry('POST', '/mf_checklist/canary', { version: '1.0.0', percent: 10 });
    expect(await statuses(CHECKLIST_ROUTES)).toEqual([200, 200, 200]);
    await registry('POST', '/mf_checklist/canary', { percent: 0 });
    expect(await statuses(CHECKLIST_ROUTES)).toEqual([410, 410, 410]);

    // The catalog's turn.
    await registry('POST', '/mf_catalog', { manifestUrl: upload('mf_catalog', '2.0.0', CONTRACTS_VERSION) });
    expect(await statuses(SOFTWARE_ROUTES)).toEqual([410, 410]);
    expect((await visitor.get('/api/software-recommendations')).body.message).toMatch(/GET \/api\/catalogue\/software/);
    expect((await visitor.get('/api/catalogue/software')).status).toBe(200);
    expect((await visitor.get('/api/products/liveplan')).status).toBe(200);

    // A rollback to the old checklist build brings its routes back at once.
    await registry('POST', '/mf_checklist/rollback', { version: '1.0.0' });
    expect(await statuses(CHECKLIST_ROUTES)).toEqual([200, 200, 200]);
  });
});
