import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type LiveReleases, liveReleasesSchema, type ReleasePin, releasePinSchema } from '@launchops/contracts';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@launchops/kit';

/**
 * Which build of each remote a visitor gets. The release registry (the API's /api/releases/live) names the live
 * build and any canary; a visitor falls on the canary side or not by a hash of an anonymous id in a cookie, so
 * the side holds across reloads; a signed pin link puts one browser on one version. Where the registry names
 * nothing (a first install, or the API unreachable before it ever answered) the site's own config applies.
 */

/** The anonymous id that decides a visitor's side of each canary (random, nothing else is in it). */
export const RELEASE_ID_COOKIE = 'lo_release_id';
/** Versions pinned by links, for this browser session. */
export const RELEASE_PIN_COOKIE = 'lo_release_pin';
/** How long the registry's answer is reused: a release or rollback reaches pages within this. */
export const RELEASES_TTL_MS = 5_000;
/** How long a page waits for the registry before it is served with what is known. */
const RELEASES_WAIT_MS = 500;

export type ReleaseSide = 'live' | 'canary' | 'pinned' | 'site';

export interface VisitorReleases {
  config: RemotesConfig;
  /** Per remote: the version served (null where the site's own config applies) and why. */
  versions: Partial<Record<RemoteName, { version: string | null; side: ReleaseSide }>>;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const newReleaseId = () => randomBytes(12).toString('base64url');
export const isReleaseId = (value: string | undefined): value is string => !!value && ID_PATTERN.test(value);

/** 0..9999 from the visitor's id and the remote: each remote's canary takes its own slice of visitors. */
export function canaryBucket(visitorId: string, remote: string): number {
  return createHash('sha256').update(`${visitorId}:${remote}`).digest().readUInt32BE(0) % 10_000;
}

/** The registry's answer, reused for RELEASES_TTL_MS; the last good one while the API does not answer. */
export function createReleaseReader(fetchLive: () => Promise<unknown>, log: (line: string) => void = console.error) {
  let known: { live: LiveReleases; at: number } | undefined;
  let loading: Promise<LiveReleases | null> | undefined;
  let failing = false;
  const load = () => {
    loading ??= fetchLive()
      .then((body) => {
        const live = liveReleasesSchema.parse(body);
        known = { live, at: Date.now() };
        if (failing) log('[site] release registry answering again');
        failing = false;
        return live;
      })
      .catch((error: unknown) => {
        if (!failing)
          log(
            `[site] release registry unavailable, serving ${known ? 'its last answer' : "the site's own remotes config"}: ${error instanceof Error ? error.message : String(error)}`,
          );
        failing = true;
        return known?.live ?? null;
      })
      .finally(() => (loading = undefined));
    return loading;
  };
  return {
    /** What is live, or null when the registry has never answered. */
    current(): Promise<LiveReleases | null> {
      if (known && Date.now() - known.at < RELEASES_TTL_MS) return Promise.resolve(known.live);
      return Promise.race([load(), new Promise<LiveReleases | null>((resolve) => setTimeout(() => resolve(known?.live ?? null), RELEASES_WAIT_MS).unref())]);
    },
  };
}

export interface SignedPin {
  pin: ReleasePin;
  /** As signed: what the cookie keeps. */
  value: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * A pin signed by the API (signReleasePin in the contracts: `<payload>.<HMAC-SHA256>`, base64url), when well formed
 * and not expired. The signature is compared in constant time, so its bytes cannot be guessed one at a time.
 */
export function verifyPin(value: string, secret: string, now = Date.now()): ReleasePin | null {
  const [payload, signature, ...rest] = value.split('.');
  if (!payload || !signature || rest.length > 0 || value.length > 2048 || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = releasePinSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.expiresAt > now ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The pins a cookie (signed values joined by ~) holds, checked against the secret: bad or expired ones are dropped. */
export async function readPins(cookie: string | undefined, secret: string | undefined): Promise<SignedPin[]> {
  if (!cookie || !secret) return [];
  const values = cookie.split('~').slice(0, REMOTE_NAMES.length);
  return values.map((value) => ({ pin: verifyPin(value, secret), value })).filter((entry): entry is SignedPin => entry.pin !== null);
}

/** The pins after a pin link is opened: the link's replaces any earlier pin of the same remote. */
export function addPin(pins: readonly SignedPin[], added: SignedPin): SignedPin[] {
  return [...pins.filter((entry) => entry.pin.remote !== added.pin.remote), added];
}

/** The config this visitor gets: per remote, a pin, else the canary if the visitor is on its side, else live, else the site's own. */
export function visitorReleases(live: LiveReleases | null, site: RemotesConfig, visitorId: string | undefined, pins: readonly ReleasePin[]): VisitorReleases {
  const config: RemotesConfig = {};
  const versions: VisitorReleases['versions'] = {};
  for (const name of REMOTE_NAMES) {
    const pin = pins.find((p) => p.remote === name);
    const entry = live?.remotes[name];
    if (pin) {
      config[name] = pin.manifestUrl;
      versions[name] = { version: pin.version, side: 'pinned' };
    } else if (entry?.canary && visitorId && canaryBucket(visitorId, name) < entry.canary.percent * 100) {
      config[name] = entry.canary.manifestUrl;
      versions[name] = { version: entry.canary.version, side: 'canary' };
    } else if (entry?.live) {
      config[name] = entry.live.manifestUrl;
      versions[name] = { version: entry.live.version, side: 'live' };
    } else if (site[name]) {
      config[name] = site[name];
      versions[name] = { version: null, side: 'site' };
    }
  }
  return { config, versions };
}

/** A cookie header's value by name (the site server reads two cookies; no parser is needed for that). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
