import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { robotsTxt, type SitemapEntry, sitemapEntries, sitemapXml } from '../sitemap.js';

const SITEMAP_TTL_MS = 5 * 60_000;

/**
 * A configured origin, else the request's own: then only a plain host[:port] is copied, and the answer is kept
 * out of shared caches (a forged Host must not reach other visitors through a CDN).
 */
function originOf(request: FastifyRequest, publicOrigin: string | undefined): { origin: string; shared: boolean } {
  if (publicOrigin) return { origin: new URL(publicOrigin).origin, shared: true };
  const host = request.headers.host ?? '';
  return {
    origin: `${request.protocol}://${/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) || /^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host) ? host : 'localhost'}`,
    shared: false,
  };
}

const cacheFor = (shared: boolean, maxAge: number) => (shared ? `public, max-age=${maxAge}` : 'private, no-cache');

export interface SeoOptions {
  /** Public origin for sitemap and robots (SITE_URL). */
  publicOrigin?: string;
  /** This server's own address: the sitemap reads the API through its proxy, sharing its balancing and failover. */
  selfUrl: () => string;
}

/** /sitemap.xml (the site's pages and the API's) and /robots.txt. */
export const seo = fp<SeoOptions>(
  async (app, { publicOrigin, selfUrl }) => {
    // The API's entries are kept (not the XML): the origin written into it is the request's when none is configured.
    let sitemapCache: { entries: SitemapEntry[]; at: number } | undefined;
    app.get('/sitemap.xml', async (request, reply) => {
      const { origin, shared } = originOf(request, publicOrigin);
      if (!sitemapCache || Date.now() - sitemapCache.at > SITEMAP_TTL_MS) {
        const { entries, complete } = await sitemapEntries(selfUrl());
        // Only a sitemap with every one of the API's lists is worth keeping; retry the API next time otherwise.
        if (complete) sitemapCache = { entries, at: Date.now() };
        else
          return reply
            .type('application/xml; charset=utf-8')
            .header('Cache-Control', shared ? 'no-cache' : 'private, no-cache')
            .send(sitemapXml(origin, entries));
      }
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', cacheFor(shared, 300)).send(sitemapXml(origin, sitemapCache.entries));
    });
    app.get('/robots.txt', async (request, reply) => {
      const { origin, shared } = originOf(request, publicOrigin);
      return reply.type('text/plain; charset=utf-8').header('Cache-Control', cacheFor(shared, 3600)).send(robotsTxt(origin));
    });
  },
  { name: 'seo' },
);
