import { RELEASE_PIN_PARAM } from '@launchops/contracts';
import { type RemotesConfig, remotesConfigSchema } from '@launchops/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  addPin,
  cookieValue,
  createReleaseReader,
  isReleaseId,
  newReleaseId,
  readPins,
  RELEASE_ID_COOKIE,
  RELEASE_PIN_COOKIE,
  type VisitorReleases,
  visitorReleases,
} from '../releases.js';

export type ReleaseReader = ReturnType<typeof createReleaseReader>;

export interface ReleaseRoutingOptions {
  /** The site's own remotes config, read on every page and /remotes.json. */
  remotes: () => Promise<RemotesConfig> | RemotesConfig;
  /** What is live: default the API's /api/releases/live through this server; false: no registry. */
  live?: (() => Promise<unknown>) | false;
  /** Checks pin links (the API's RELEASE_PIN_SECRET). */
  pinSecret?: string;
  /** This server's own address once it listens. */
  selfUrl: () => string;
}

/** Which build of each remote a request gets (registry, canary bucket, pins), and the cookies that keep it. */
export interface ReleaseRouting {
  /** The release registry, when there is one. */
  registry: ReleaseReader | undefined;
  /** Read once per request (a page needs it for its CSP and its head), fresh for every request. */
  releasesFor(request: FastifyRequest): Promise<VisitorReleases>;
  remotesFor(request: FastifyRequest): Promise<RemotesConfig>;
  /** Sets the new visitor id and pin cookies this request's releases called for. */
  setCookies(request: FastifyRequest, reply: FastifyReply): void;
}

/** The site's config, validated; an unreadable or invalid one is refused whole. */
function siteConfigReader(remotes: ReleaseRoutingOptions['remotes']): () => Promise<RemotesConfig> {
  return () =>
    Promise.resolve()
      .then(() => remotes())
      .then((config) => remotesConfigSchema.parse(config))
      .catch((error: unknown) => {
        // The page gets no remotes from it (each slot shows its fallback) rather than a half-applied config or an
        // error page; the shell trusts what it gets here.
        console.error(`[site] remotes config refused, serving no remotes: ${error instanceof Error ? error.message : String(error)}`);
        return {};
      });
}

/** The registry's answer is read through this server's own /api proxy (its balancing and failover), cached briefly. */
function registryFor(live: ReleaseRoutingOptions['live'], selfUrl: () => string): ReleaseReader | undefined {
  if (live === false) return undefined;
  return createReleaseReader(
    live ??
      (async () => {
        const response = await fetch(`${selfUrl()}/api/releases/live`, { signal: AbortSignal.timeout(2_000) });
        if (!response.ok) throw new Error(`the API answered ${response.status}`);
        return response.json();
      }),
  );
}

export function createReleaseRouting(options: ReleaseRoutingOptions): ReleaseRouting {
  const registry = registryFor(options.live, options.selfUrl);
  const readSiteConfig = siteConfigReader(options.remotes);
  /** A new anonymous release id to set on the reply (the visitor had none). */
  const newIds = new WeakMap<object, string>();
  /** The pin cookie to set on the reply (a pin link was opened). */
  const newPins = new WeakMap<object, string>();

  const resolveReleases = async (request: FastifyRequest): Promise<VisitorReleases> => {
    const cookies = request.headers.cookie;
    let visitorId = cookieValue(cookies, RELEASE_ID_COOKIE);
    if (!isReleaseId(visitorId)) {
      visitorId = newReleaseId();
      newIds.set(request, visitorId);
    }
    let pins = await readPins(cookieValue(cookies, RELEASE_PIN_COOKIE), options.pinSecret);
    const linkPin = (request.query as Record<string, unknown> | undefined)?.[RELEASE_PIN_PARAM];
    if (typeof linkPin === 'string' && !linkPin.includes('~')) {
      const [opened] = await readPins(linkPin, options.pinSecret);
      if (opened) {
        pins = addPin(pins, opened);
        newPins.set(request, pins.map((entry) => entry.value).join('~'));
      }
    }
    const [site, live] = await Promise.all([readSiteConfig(), registry?.current() ?? null]);
    const chosen = visitorReleases(
      live,
      site,
      visitorId,
      pins.map((entry) => entry.pin),
    );
    // The registry's and pins' URLs meet the same rules as the site's own (a plain host for the CSP).
    const checked = remotesConfigSchema.safeParse(chosen.config);
    if (checked.success) return chosen;
    console.error(`[site] a release's manifest URL was refused, serving the site's own config: ${checked.error.issues[0]?.message}`);
    return visitorReleases(null, site, undefined, []);
  };

  const releasesByRequest = new WeakMap<object, Promise<VisitorReleases>>();
  const releasesFor = (request: FastifyRequest) => {
    let releases = releasesByRequest.get(request);
    if (!releases) {
      releases = resolveReleases(request);
      releasesByRequest.set(request, releases);
    }
    return releases;
  };
  return {
    registry,
    releasesFor,
    remotesFor: async (request) => (await releasesFor(request)).config,
    setCookies: (request, reply) => {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      const id = newIds.get(request);
      if (id) reply.header('Set-Cookie', `${RELEASE_ID_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`);
      const pins = newPins.get(request);
      if (pins) reply.header('Set-Cookie', `${RELEASE_PIN_COOKIE}=${pins}; Path=/; HttpOnly; SameSite=Lax${secure}`);
    },
  };
}

/** /remotes.json: the remotes this visitor's pages load (the release routing's choice). */
export const releaseRoutes = fp<{ routing: ReleaseRouting }>(
  async (app, { routing }) => {
    app.get('/remotes.json', async (request, reply) => {
      const remotes = await routing.remotesFor(request);
      routing.setCookies(request, reply);
      // Per visitor (canary side, pins): never shared by a cache.
      reply.header('Cache-Control', 'private, no-cache');
      return remotes;
    });
  },
  { name: 'release-routes' },
);
