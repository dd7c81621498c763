import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { routeDataHead, routeDataImage, routeDataReads } from '@launchops/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageStatus } from '../page-status.js';
import { productRedirectFor } from '../product-redirect.js';
import type { PageLoadIds } from '../release-signals.js';
import {
  createManifestReader,
  createRouteDataReader,
  createRouteImageReader,
  type ManifestReaderOptions,
  manifestUrlFor,
  remoteHeadTags,
  routeImageHeadTag,
  shellPageHeadTags,
  shellScripts,
  withFirstPaint,
} from '../remote-hints.js';
import { cacheControlFor } from '../static-server.js';
import { createKnownPages } from './known-pages.js';
import type { ReleaseRouting } from './release-routing.js';

export interface PagesOptions {
  /** The shell's build. */
  root: string;
  /** How long a page waits for a remote's manifest and route data, and how long a slow remote is then left out. */
  remoteFiles?: Pick<ManifestReaderOptions, 'timeoutMs' | 'skipSlowMs'>;
  /** This server's own address: the API is asked through the site itself, like the page's own reads. */
  selfUrl: () => string;
  routing: ReleaseRouting;
  pageLoads: PageLoadIds;
}

type ServePage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Client-side routes: the shell decides (and shows its 404 page for unknown paths). The page carries the remotes
 * config and preloads for the remote the route needs and for the route's first API reads (remote-hints.ts).
 */
function pageServer({ root, remoteFiles, selfUrl, routing, pageLoads }: PagesOptions): ServePage {
  const indexHtml = path.join(root, 'index.html');
  const shellManifest = path.join(root, 'mf-manifest.json');
  const routeScripts = createManifestReader(remoteFiles);
  const routeData = createRouteDataReader(remoteFiles);
  const routeImage = createRouteImageReader(() => selfUrl(), { timeoutMs: remoteFiles?.timeoutMs });
  const knownPagesSoon = createKnownPages(selfUrl);
  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const [html, releases, known, shellManifestText] = await Promise.all([
      readFile(indexHtml, 'utf8'),
      routing.releasesFor(request),
      knownPagesSoon(),
      readFile(shellManifest, 'utf8').catch(() => null),
    ]);
    const remotes = releases.config;
    const manifestUrl = manifestUrlFor(pathname, remotes);
    const [scripts, data] = manifestUrl ? await Promise.all([routeScripts(manifestUrl), routeData(manifestUrl)]) : [[], []];
    const shell = shellScripts(pathname, shellManifestText);
    // The route's head, when its remote gives one: painted from the HTML itself (first-paint.ts in the kit).
    const head = routeDataHead(pathname, data);
    // The route's largest image, preloaded: not for a filtered list (?category=..., whose first image may differ), nor
    // for a page the site does not have (no API request for each unknown address asked).
    const status = pageStatus(pathname, known);
    // An address the catalogue once published moves for good to its closest product (or the catalogue).
    const moved = status === 404 && known ? await productRedirectFor(pathname, selfUrl(), remoteFiles?.timeoutMs ?? 500) : undefined;
    if (moved) return reply.header('Cache-Control', 'public, max-age=3600').redirect(moved, 301);
    const imageSource = request.url.includes('?') || status !== 200 ? undefined : routeDataImage(pathname, data);
    const image = imageSource ? await routeImage(imageSource.read, imageSource.pointer) : undefined;
    routing.setCookies(request, reply);
    // The id the shell's release beacons name (release-signals.ts), when the page runs a live or canary version.
    const reported = Object.values(releases.versions).some((entry) => entry && (entry.side === 'live' || entry.side === 'canary'));
    const pageLoadTag = reported ? `<meta name="lo-page-load" content="${pageLoads.issue()}">` : '';
    const headTags = `${remoteHeadTags(pathname, remotes, scripts, routeDataReads(pathname, data), releases.versions, shell.runtime)}${pageLoadTag}${routeImageHeadTag(image)}${shellPageHeadTags(shell.page)}`;
    // Unknown pages still get the site (it shows its not-found page), with the status that says so.
    return reply
      .status(status)
      .header('Cache-Control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(withFirstPaint(html.replace('</head>', `${headTags}</head>`), pathname, head, manifestUrl !== undefined));
  };
}

/** The shell's files, and its page (with the hints of the remote a route needs) for every other address. */
export const pages = fp<PagesOptions>(
  async (app, options) => {
    await app.register(fastifyStatic, {
      root: options.root,
      etag: true,
      // The build's .br and .gz copies (pluginPrecompress), when the browser accepts one.
      preCompressed: true,
      cacheControl: false,
      // Looked up on each request, not listed once at start: a build written while the server runs
      // (new hashed file names) is served at once, with no restart.
      wildcard: true,
      index: false,
      setHeaders: (reply, filePath) => void reply.header('Cache-Control', cacheControlFor(filePath)),
    });
    const servePage = pageServer(options);
    // The home page is a route of its own: the static plugin would answer the folder itself with a 403 for a
    // HEAD or a GET without Accept-Encoding (monitors, curl, some crawlers).
    app.get('/', servePage);
    // The shell's own file is not a page of the site: its address is the home page's.
    app.get('/index.html', (_request, reply) => reply.redirect('/', 301));
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ statusCode: 404, message: 'Not found' });
      if (path.extname(pathname)) return reply.status(404).type('text/plain').send('Not found');
      return servePage(request, reply);
    });
  },
  { name: 'pages' },
);
