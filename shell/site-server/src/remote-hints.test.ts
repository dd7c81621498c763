import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemotesConfig } from '@launchops/kit';
import { describe, expect, it, vi } from 'vitest';
import {
  createManifestReader,
  createRouteDataReader,
  remoteHeadTags,
  routeScriptsOf,
  shellPageHeadTags,
  shellPageScripts,
  shellRuntimeScripts,
  withFirstPaint,
  createRouteImageReader,
  routeImageHeadTag,
} from './remote-hints.js';

const remotes: RemotesConfig = { mf_checklist: 'http://cdn.example.org/checklist/mf-manifest.json', mf_catalog: 'http://localhost:8082/mf-manifest.json' };

describe('remote hints', () => {
  it('puts the remotes config in every page', () => {
    expect(remoteHeadTags('/', remotes)).toBe(`<script id="lo-remotes-config" type="application/json">${JSON.stringify(remotes)}</script>`);
    expect(remoteHeadTags('/about', remotes)).not.toContain('<link');
  });

  it('preloads the manifest of the remote that owns the route', () => {
    const tags = remoteHeadTags('/checklist/tax', remotes);
    expect(tags).toContain('<link rel="preconnect" href="http://cdn.example.org">');
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="http://cdn.example.org/checklist/mf-manifest.json">');
    expect(remoteHeadTags('/tools', remotes)).toContain('href="http://localhost:8082/mf-manifest.json"');
    // A remote missing from the config gets no hint (its slot shows the fallback).
    expect(remoteHeadTags('/blog', remotes)).not.toContain('<link');
  });

  it('escapes the config so it cannot close its script element', () => {
    const tags = remoteHeadTags('/', { mf_content: 'http://localhost:8083/</script><script>alert(1)</script>' });
    expect(tags).not.toContain('</script><script>');
    expect(tags).toContain('\\u003c/script>');
  });

  it('preloads the route scripts the edge read from the manifest, on the manifest origin only', () => {
    const tags = remoteHeadTags('/checklist', remotes, ['http://cdn.example.org/checklist/static/js/mf_checklist.1.js', 'http://evil.example.com/x.js']);
    expect(tags).toContain('<link rel="preload" as="script" href="http://cdn.example.org/checklist/static/js/mf_checklist.1.js">');
    expect(tags).not.toContain('evil.example.com');
    // Pages no remote owns get no scripts, whatever is passed.
    expect(remoteHeadTags('/about', remotes, ['http://cdn.example.org/checklist/a.js'])).not.toContain('as="script"');
  });

  it("preloads the shell's federation runtime on a remote's route only, from the shell's manifest", () => {
    const runtime = shellRuntimeScripts(JSON.stringify({ shared: [], runtime: ['static/js/async/7.abc.js', 'static/js/async/federation.def.js'] }));
    expect(runtime).toEqual(['/static/js/async/7.abc.js', '/static/js/async/federation.def.js']);
    const tags = remoteHeadTags('/checklist', remotes, [], [], {}, runtime);
    expect(tags).toContain('<link rel="preload" as="script" href="/static/js/async/7.abc.js">');
    expect(tags).toContain('<link rel="preload" as="script" href="/static/js/async/federation.def.js">');
    expect(remoteHeadTags('/', remotes, [], [], {}, runtime)).not.toContain('federation.def.js');
    expect(remoteHeadTags('/about', remotes, [], [], {}, runtime)).not.toContain('<link');
    // Another origin or a path that is not the build's is never preloaded.
    expect(remoteHeadTags('/checklist', remotes, [], [], {}, ['//evil.example.com/x.js', 'http://evil.example.com/y.js'])).not.toContain('evil');
  });

  it("preloads the shell's own page chunk on its path only, from the shell's manifest", () => {
    const manifest = JSON.stringify({ shared: [], runtime: [], pages: { '/': ['static/js/async/home.abc.js'] } });
    expect(shellPageScripts('/', manifest)).toEqual(['/static/js/async/home.abc.js']);
    expect(shellPageHeadTags(shellPageScripts('/', manifest))).toBe('<link rel="preload" as="script" href="/static/js/async/home.abc.js">');
    expect(shellPageScripts('/checklist', manifest)).toEqual([]);
    expect(shellPageScripts('/about', manifest)).toEqual([]);
    // A missing, broken or foreign manifest gives none; nor does a script that is not the build's.
    expect(shellPageScripts('/', null)).toEqual([]);
    expect(shellPageScripts('/', '{not json')).toEqual([]);
    expect(shellPageScripts('/', JSON.stringify({ runtime: [] }))).toEqual([]);
    expect(shellPageScripts('/', JSON.stringify({ pages: { '/': ['https://evil.example.com/x.js'] } }))).toEqual([]);
    expect(shellPageScripts('/', JSON.stringify({ pages: { '/': ['static/../admin/x.js'] } }))).toEqual([]);
    expect(shellPageHeadTags(['//evil.example.com/x.js', 'http://evil.example.com/y.js'])).toBe('');
  });

  it('reads no runtime from a missing, broken or foreign shell manifest', () => {
    expect(shellRuntimeScripts(null)).toEqual([]);
    expect(shellRuntimeScripts('{not json')).toEqual([]);
    expect(shellRuntimeScripts(JSON.stringify({ shared: [] }))).toEqual([]);
    expect(shellRuntimeScripts(JSON.stringify({ runtime: ['https://evil.example.com/x.js'] }))).toEqual([]);
    expect(shellRuntimeScripts(JSON.stringify({ runtime: ['static/../../etc/passwd'] }))).toEqual([]);
    expect(shellRuntimeScripts(JSON.stringify({ runtime: ['static/../admin/x.js'] }))).toEqual([]);
  });

  it("preloads the route's API reads with the visitor's cookie, on the site's own /api only", () => {
    const tags = remoteHeadTags('/checklist', remotes, [], ['/api/checklist-categories', 'http://evil.example.com/api/x', '//evil.example.com/api/y']);
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/checklist-categories">');
    expect(tags).not.toContain('evil.example.com');
    expect(remoteHeadTags('/about', remotes, [], ['/api/checklist-categories'])).not.toContain('/api/');
  });
});

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/mf_checklist.1a.js', path: '' } },
  exposes: [
    { name: 'home-widget', assets: { js: { sync: ['static/js/async/widget.js'], async: [] } } },
    {
      name: 'routes',
      assets: { js: { sync: ['static/js/async/3.js', 'static/js/async/__federation_expose_routes.js'], async: ['static/js/async/later.js'] } },
    },
  ],
};

describe('route scripts of a remote manifest', () => {
  it('lists the entry and the routes module chunks, beside the manifest when publicPath is auto', () => {
    expect(routeScriptsOf('http://cdn.example.org/checklist/mf-manifest.json', manifest)).toEqual([
      'http://cdn.example.org/checklist/static/js/mf_checklist.1a.js',
      'http://cdn.example.org/checklist/static/js/async/3.js',
      'http://cdn.example.org/checklist/static/js/async/__federation_expose_routes.js',
    ]);
  });

  it('uses an explicit publicPath and entry path', () => {
    const explicit = { ...manifest, metaData: { publicPath: 'https://static.example.org/v2/', remoteEntry: { name: 'entry.js', path: 'js' } } };
    expect(routeScriptsOf('http://cdn.example.org/mf-manifest.json', explicit)[0]).toBe('https://static.example.org/v2/js/entry.js');
  });

  it('refuses a manifest of the wrong shape', () => {
    expect(() => routeScriptsOf('http://cdn.example.org/mf-manifest.json', { metaData: {} })).toThrow();
  });
});

describe('manifest reader', () => {
  const ok = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

  it('reads the manifest for every page, sharing one fetch between requests at the same moment', async () => {
    let calls = 0;
    const read = createManifestReader({ fetch: () => (calls++, ok(manifest)) });
    const url = 'http://cdn.example.org/checklist/mf-manifest.json';
    const [first, second] = await Promise.all([read(url), read(url)]);
    expect(first).toHaveLength(3);
    expect(second).toEqual(first);
    expect(calls).toBe(1);
    await read(url);
    expect(calls).toBe(2);
  });

  it('leaves a slow remote out for a while instead of making every page wait for it', async () => {
    let calls = 0;
    const slow: typeof fetch = (_input, init) => {
      calls++;
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    };
    const read = createManifestReader({ fetch: slow, timeoutMs: 50, skipSlowMs: 60_000 });
    const url = 'http://cdn.example.org/mf-manifest.json';
    expect(await read(url)).toEqual([]);
    expect(await read(url)).toEqual([]);
    expect(calls).toBe(1);
  });

  it('gives no scripts for a remote that is down, answers an error, sends a bad manifest or is slow', async () => {
    const url = 'http://cdn.example.org/mf-manifest.json';
    expect(await createManifestReader({ fetch: () => Promise.reject(new TypeError('fetch failed')) })(url)).toEqual([]);
    expect(await createManifestReader({ fetch: () => Promise.resolve(new Response('nope', { status: 503 })) })(url)).toEqual([]);
    expect(await createManifestReader({ fetch: () => ok({ exposes: 'x' }) })(url)).toEqual([]);
    const slow: typeof fetch = (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const started = Date.now();
    expect(await createManifestReader({ fetch: slow, timeoutMs: 100 })(url)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('follows no redirect and reads at most 1 MB of a remote file (S11)', async () => {
    let endlessClosed = false;
    const server = createServer((request, response) => {
      if (request.url === '/good/mf-manifest.json') return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
      if (request.url === '/moved/mf-manifest.json') return void response.writeHead(302, { location: '/good/mf-manifest.json' }).end();
      if (request.url === '/big/mf-manifest.json')
        return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...manifest, pad: 'x'.repeat(1_100_000) }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"pad":"');
      const timer = setInterval(() => response.write('x'.repeat(64 * 1024)), 5);
      response.on('close', () => {
        clearInterval(timer);
        endlessClosed = true;
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const read = createManifestReader({ timeoutMs: 5_000 });
      expect(await read(`${origin}/good/mf-manifest.json`)).toHaveLength(3);
      expect(await read(`${origin}/moved/mf-manifest.json`)).toEqual([]);
      expect(await read(`${origin}/big/mf-manifest.json`)).toEqual([]);
      const started = Date.now();
      expect(await read(`${origin}/endless/mf-manifest.json`)).toEqual([]);
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect.poll(() => endlessClosed, { timeout: 2_000 }).toBe(true);
      expect(await createRouteDataReader({ timeoutMs: 5_000 })(`${origin}/moved/mf-manifest.json`)).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('route data reader', () => {
  const ok = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  const manifestUrl = 'http://cdn.example.org/content/mf-manifest.json';

  it("reads route-data.json beside the remote's manifest", async () => {
    const asked: string[] = [];
    const routes = [{ path: '/blog/:slug', reads: ['/api/blog-posts/:slug'] }];
    const read = createRouteDataReader({ fetch: (input) => (asked.push(String(input)), ok(routes)) });
    expect(await read(manifestUrl)).toEqual(routes);
    expect(asked).toEqual(['http://cdn.example.org/content/route-data.json']);
  });

  it('gives no route data for a remote that publishes none, or reads off the API', async () => {
    expect(await createRouteDataReader({ fetch: () => Promise.resolve(new Response('Not found', { status: 404 })) })(manifestUrl)).toEqual([]);
    expect(await createRouteDataReader({ fetch: () => ok([{ path: '/blog', reads: ['https://evil.example.com/x'] }]) })(manifestUrl)).toEqual([]);
    expect(await createRouteDataReader({ fetch: () => Promise.reject(new TypeError('fetch failed')) })(manifestUrl)).toEqual([]);
  });
});

describe('withFirstPaint', () => {
  const html = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
  const head = { title: 'Recommended Tools', lead: 'Tools & <more>' };

  it('paints the head into #root, with its styles and its JSON in the head', () => {
    const page = withFirstPaint(html, '/tools', head);
    expect(page).toMatch(/<style>\.lo-fp-bar\{[^<]*<\/style><script id="lo-route-head" type="application\/json">\{"path":"\/tools"[^<]*<\/script><\/head>/);
    expect(page).toContain('<div id="root"><div class="lo-fp" aria-busy="true">');
    expect(page).toContain('<p class="lo-fp-lead">Tools &amp; &lt;more&gt;</p>');
  });

  it("paints only the navigation's bar with the site's name on a remote's route without a head", () => {
    const page = withFirstPaint(html, '/blog/a-post', undefined, true);
    expect(page).toMatch(/<style>\.lo-fp-bar\{[^<]*<\/style><\/head>/);
    expect(page).not.toContain('lo-route-head');
    expect(page).toContain('<span class="lo-fp-brand">Launch<span>Ops</span></span>');
    expect(page).not.toContain('class="lo-fp-page"');
  });

  it("leaves the page as it is off a remote's routes, or without an empty #root", () => {
    expect(withFirstPaint(html, '/about', undefined)).toBe(html);
    expect(withFirstPaint(html, '/about', undefined, false)).toBe(html);
    const filled = html.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>');
    expect(withFirstPaint(filled, '/tools', head)).toBe(filled);
  });
});

describe('route images', () => {
  const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('finds the image in the API answer, and asks again only once the answer is older than ttlMs', async () => {
    const asked: string[] = [];
    // The clock is the test's: on busy cores two reads a few milliseconds apart in real time can be 50 ms apart.
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const read = createRouteImageReader(() => 'http://site.test', {
        ttlMs: 50,
        fetch: async (url) => {
          asked.push(String(url));
          return answer([{ imageUrl: '/media/blog/hiring.svg' }]);
        },
      });
      expect(await read('/api/blog-posts', ['0', 'imageUrl'])).toBe('/media/blog/hiring.svg');
      now += 49;
      expect(await read('/api/blog-posts', ['0', 'imageUrl'])).toBe('/media/blog/hiring.svg');
      expect(asked).toEqual(['http://site.test/api/blog-posts']);
      now += 11;
      await read('/api/blog-posts', ['0', 'imageUrl']);
      expect(asked).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('gives none for a failing, slow or unsuitable answer, and does not keep a failure', async () => {
    let status = 503;
    const failing = createRouteImageReader(() => 'http://site.test', { fetch: async () => answer({ imageUrl: '/media/a.svg' }, status) });
    expect(await failing('/api/blog-posts/a', ['imageUrl'])).toBeUndefined();
    status = 200;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await failing('/api/blog-posts/a', ['imageUrl'])).toBe('/media/a.svg');
    const slow = createRouteImageReader(() => 'http://site.test', {
      timeoutMs: 20,
      fetch: (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    expect(await slow('/api/blog-posts/a', ['imageUrl'])).toBeUndefined();
    const elsewhere = createRouteImageReader(() => 'http://site.test', { fetch: async () => answer({ imageUrl: 'https://cdn.example.org/a.svg' }) });
    expect(await elsewhere('/api/blog-posts/a', ['imageUrl'])).toBeUndefined();
  });

  it('preloads a site image only, at high priority', () => {
    expect(routeImageHeadTag('/media/blog/hiring.svg')).toBe('<link rel="preload" as="image" href="/media/blog/hiring.svg" fetchpriority="high">');
    expect(routeImageHeadTag(undefined)).toBe('');
    expect(routeImageHeadTag('https://cdn.example.org/a.svg')).toBe('');
  });
});
