import { z } from 'zod/mini';

/**
 * The release registry's contract (/api/releases): which build of each remote the site loads, the deploys
 * that put it there, and the build metadata a remote publishes next to its mf-manifest.json (release.json).
 */

/**
 * This package's version: the API and every remote are built against one; the skew guard compares them (same major;
 * a remote's minor not newer than the API's). A new route or field is a minor step, so a remote that reads it is
 * refused until the API that serves it is out. 1.1: GET /api/checklist (content) and GET /api/checklist-progress.
 * 1.2: the one product catalogue, GET /api/catalogue/:view and GET /api/products/:id.
 * 1.3: GET /api/site-policies (the site's policies, facts, areas and counts); a plan deadline's mailBy and moveNote.
 */
export const CONTRACTS_VERSION = '1.3.0';

export const releaseRemoteSchema = z
  .string()
  .check(z.regex(/^mf_[a-z0-9_]{1,40}$/, 'A remote is named like mf_checklist (mf_ then lower-case letters, digits or _)'));

export const releaseVersionSchema = z
  .string()
  .check(
    z.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/, 'A version is 1 to 64 letters, digits, ".", "+", "_" or "-", starting with a letter or digit (e.g. 1.4.0)'),
  );

const httpUrl = (what: string) => z.url({ protocol: /^https?$/, error: `${what} must be an http(s) URL` });

/** Written by every remote's build beside its mf-manifest.json. */
export const releaseBuildInfoSchema = z.object({
  remote: releaseRemoteSchema,
  version: releaseVersionSchema,
  /** The git commit the build was made from ("unknown" outside a checkout). */
  commit: z.string().check(z.regex(/^[0-9a-f]{7,40}$|^unknown$/, 'commit must be a git hash or "unknown"')),
  builtAt: z.iso.datetime({ offset: true, error: 'builtAt must be an ISO date-time' }),
  contractsVersion: z.string().check(z.regex(/^\d+\.\d+\.\d+$/, 'contractsVersion must look like 1.2.3')),
  /** The remote entry file (relative to the manifest) and its Subresource Integrity hash. */
  entry: z.object({
    file: z.string().check(
      z.regex(/^[A-Za-z0-9._/-]+\.js$/, 'entry.file must be a relative .js path'),
      z.refine((file) => !file.split('/').includes('..'), 'entry.file must stay beside the manifest'),
    ),
    integrity: z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'entry.integrity must be a sha384- hash')),
  }),
});
export type ReleaseBuildInfo = z.infer<typeof releaseBuildInfoSchema>;

/** POST /api/releases/:remote — release a build and make it live. */
export const releaseInputSchema = z.strictObject({
  manifestUrl: httpUrl('manifestUrl'),
  /** Compare-and-swap: the live version this deploy replaces (null when none is live yet); 409 when another deploy came first. */
  expectedLiveVersion: z.optional(z.nullable(releaseVersionSchema)),
});
export type ReleaseInput = z.infer<typeof releaseInputSchema>;

/** POST /api/releases/:remote/rollback — back to the previous live version, or to a named earlier one. */
export const rollbackInputSchema = z.strictObject({
  version: z.optional(releaseVersionSchema),
  expectedLiveVersion: z.optional(z.nullable(releaseVersionSchema)),
});
export type RollbackInput = z.infer<typeof rollbackInputSchema>;

/** POST /api/releases/:remote/canary — a released version for a share of visitors (percent 0 ends the canary). */
export const canaryInputSchema = z.strictObject({
  /** A version already released, or (with manifestUrl) a new build, checked and stored as a release is. */
  version: z.optional(releaseVersionSchema),
  manifestUrl: z.optional(httpUrl('manifestUrl')),
  percent: z.number().check(z.int('percent must be a whole number'), z.minimum(0, 'percent must be 0 to 100'), z.maximum(100, 'percent must be 0 to 100')),
  expectedLiveVersion: z.optional(z.nullable(releaseVersionSchema)),
});
export type CanaryInput = z.infer<typeof canaryInputSchema>;

/** POST /api/releases/tokens — a deploy token for one remote's team, or (remote null) a platform admin token. */
export const createReleaseTokenInputSchema = z.strictObject({
  remote: z.nullable(releaseRemoteSchema),
  label: z.string().check(z.trim(), z.minLength(2, 'label must be 2 to 80 characters'), z.maxLength(80, 'label must be 2 to 80 characters')),
});
export type CreateReleaseTokenInput = z.infer<typeof createReleaseTokenInputSchema>;

export const releaseTokenSchema = z.object({
  id: z.number(),
  remote: z.nullable(z.string()),
  label: z.string(),
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
});
export type ReleaseToken = z.infer<typeof releaseTokenSchema>;

/** The token itself is shown once, here; only its hash is stored. */
export const createdReleaseTokenSchema = z.object({ ...releaseTokenSchema.shape, token: z.string() });
export type CreatedReleaseToken = z.infer<typeof createdReleaseTokenSchema>;

const liveEntrySchema = z.object({ version: z.string(), manifestUrl: httpUrl('manifestUrl') });

/** GET /api/releases/live — what the site server loads: per remote, the live build and any canary. */
export const liveReleasesSchema = z.object({
  remotes: z.record(
    z.string(),
    z.object({
      live: z.nullable(liveEntrySchema),
      canary: z.nullable(z.object({ ...liveEntrySchema.shape, percent: z.number() })),
    }),
  ),
});
export type LiveReleases = z.infer<typeof liveReleasesSchema>;

export const releaseVersionInfoSchema = z.object({
  version: z.string(),
  manifestUrl: z.string(),
  commit: z.string(),
  builtAt: z.string(),
  contractsVersion: z.string(),
  shared: z.record(z.string(), z.string()),
  integrity: z.string(),
  releasedAt: z.string(),
  releasedBy: z.string(),
});
export type ReleaseVersionInfo = z.infer<typeof releaseVersionInfoSchema>;

export const releaseEventSchema = z.object({
  id: z.number(),
  remote: z.string(),
  action: z.enum(['release', 'rollback', 'canary', 'canary-end', 'auto-rollback', 'token-created', 'token-revoked']),
  fromVersion: z.nullable(z.string()),
  toVersion: z.nullable(z.string()),
  actor: z.string(),
  reason: z.nullable(z.string()),
  at: z.string(),
});
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;

/** GET /api/releases/:remote — the remote's live and canary versions, every version released, and its history. */
export const remoteReleasesSchema = z.object({
  remote: z.string(),
  live: z.nullable(z.string()),
  canary: z.nullable(z.object({ version: z.string(), percent: z.number() })),
  versions: z.array(releaseVersionInfoSchema),
  history: z.array(releaseEventSchema),
});
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;

/** POST /api/releases/:remote/pin-link — a link that shows one released version to whoever opens it. */
export const pinLinkInputSchema = z.strictObject({
  version: releaseVersionSchema,
  /** How long the pin lasts (default a day). */
  hours: z.optional(z.number().check(z.int('hours must be a whole number'), z.minimum(1, 'hours must be 1 to 168'), z.maximum(168, 'hours must be 1 to 168'))),
});
export type PinLinkInput = z.infer<typeof pinLinkInputSchema>;
export const pinLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PinLink = z.infer<typeof pinLinkSchema>;

/* ---------- pinned versions (a signed link puts one visitor on one version, for testing) ---------- */

export const releasePinSchema = z.object({
  remote: releaseRemoteSchema,
  version: releaseVersionSchema,
  manifestUrl: httpUrl('manifestUrl'),
  /** Milliseconds since the epoch after which the pin no longer counts. */
  expiresAt: z.number(),
});
export type ReleasePin = z.infer<typeof releasePinSchema>;

/** The query parameter of a pin link; the site server turns it into a cookie. */
export const RELEASE_PIN_PARAM = 'release-pin';

const encoder = new TextEncoder();
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const hmacKey = (secret: string) => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(data)));
}

/** `<payload>.<HMAC-SHA256>`, both base64url: what a pin link carries (signed by the API, checked by the site server). */
export async function signReleasePin(pin: ReleasePin, secret: string): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify(releasePinSchema.parse(pin))));
  return `${payload}.${base64url(await hmac(secret, payload))}`;
}

/** The pin, when the value is signed with this secret, well formed and not expired; else null. */
export async function verifyReleasePin(value: string, secret: string, now = Date.now()): Promise<ReleasePin | null> {
  const [payload, signature, ...rest] = value.split('.');
  if (!payload || !signature || rest.length > 0 || value.length > 2048) return null;
  try {
    // WebCrypto's verify compares in constant time (a byte-by-byte compare would leak how much of a guess is right).
    if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), fromBase64url(signature), encoder.encode(payload)))) return null;
    const parsed = releasePinSchema.safeParse(JSON.parse(new TextDecoder().decode(fromBase64url(payload))));
    return parsed.success && parsed.data.expiresAt > now ? parsed.data : null;
  } catch {
    return null;
  }
}

/* ---------- browser signals (the shell's beacons) and what the platform page shows ---------- */

export const RELEASE_SIGNAL_KINDS = ['load', 'load-error', 'render-error'] as const;
export type ReleaseSignalKind = (typeof RELEASE_SIGNAL_KINDS)[number];
/** The most events in one beacon; the shell sends more as several. */
export const RELEASE_SIGNAL_BATCH_MAX = 50;
/** Upper bounds (ms) of the load-time histogram kept per remote, version and minute; the last is open. */
export const LOAD_TIME_BUCKETS_MS = [100, 200, 300, 500, 750, 1_000, 1_500, 2_000, 3_000, 5_000, 10_000] as const;

/**
 * POST /api/release-signals — what the shell reports of the remotes on a page: no address, no visitor, no URL.
 * `page` is the id the site server gave the page load (signed, short-lived): each event of a page load counts once.
 */
export const releaseSignalBatchSchema = z.strictObject({
  page: z.string().check(z.minLength(1, 'a beacon names its page load'), z.maxLength(200, 'page is at most 200 characters')),
  events: z
    .array(
      z.strictObject({
        remote: releaseRemoteSchema,
        version: releaseVersionSchema,
        kind: z.enum(RELEASE_SIGNAL_KINDS),
        /** For a load: how long the remote took, in milliseconds. */
        ms: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(120_000))),
      }),
    )
    .check(
      z.minLength(1, 'a beacon carries at least one event'),
      z.maxLength(RELEASE_SIGNAL_BATCH_MAX, `a beacon carries at most ${RELEASE_SIGNAL_BATCH_MAX} events`),
    ),
});
export type ReleaseSignalBatch = z.infer<typeof releaseSignalBatchSchema>;

/**
 * POST /api/release-signals/sums — the site server's sums of the beacons it took, per remote, version and
 * minute (loadMs: the load-time histogram, one count per LOAD_TIME_BUCKETS_MS bucket and one over the last).
 * Taken only from the site server itself (a trusted proxy, with no X-Forwarded-For).
 */
const count = () => z.number().check(z.int('counts are whole numbers'), z.minimum(0, 'counts are not negative'), z.maximum(10_000_000, 'count too large'));
export const releaseSignalSumsSchema = z.strictObject({
  sums: z
    .array(
      z.strictObject({
        remote: releaseRemoteSchema,
        version: releaseVersionSchema,
        minute: z.iso.datetime({ error: 'minute must be an ISO date-time' }),
        loads: count(),
        loadErrors: count(),
        renderErrors: count(),
        loadMs: z.array(count()).check(z.length(LOAD_TIME_BUCKETS_MS.length + 1, `loadMs has ${LOAD_TIME_BUCKETS_MS.length + 1} buckets`)),
      }),
    )
    .check(z.minLength(1, 'send at least one sum'), z.maxLength(1_000, 'send at most 1000 sums at once')),
});
export type ReleaseSignalSums = z.infer<typeof releaseSignalSumsSchema>;
export type ReleaseSignalSum = ReleaseSignalSums['sums'][number];

/** Adds a beacon's events to sums keyed by remote, version and minute (the site server's and tests' arithmetic). */
export function addSignals(sums: Map<string, ReleaseSignalSum>, batch: Pick<ReleaseSignalBatch, 'events'>, now: Date): void {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  for (const event of batch.events) {
    const key = `${event.remote}\n${event.version}\n${minute}`;
    let sum = sums.get(key);
    if (!sum) {
      sum = {
        remote: event.remote,
        version: event.version,
        minute,
        loads: 0,
        loadErrors: 0,
        renderErrors: 0,
        loadMs: Array<number>(LOAD_TIME_BUCKETS_MS.length + 1).fill(0),
      };
      sums.set(key, sum);
    }
    if (event.kind === 'load') {
      sum.loads += 1;
      if (event.ms !== undefined) {
        const bucket = LOAD_TIME_BUCKETS_MS.findIndex((bound) => event.ms! <= bound);
        sum.loadMs[bucket === -1 ? LOAD_TIME_BUCKETS_MS.length : bucket]! += 1;
      }
    } else if (event.kind === 'load-error') sum.loadErrors += 1;
    else sum.renderErrors += 1;
  }
}

export const versionStatsSchema = z.object({
  version: z.string(),
  loads: z.number(),
  failures: z.number(),
  /** failures / (loads + load failures); null without any. */
  errorRate: z.nullable(z.number()),
  /** The 75th percentile of load time (upper bound of its histogram bucket); null without loads. */
  p75Ms: z.nullable(z.number()),
});
export type VersionStats = z.infer<typeof versionStatsSchema>;

/** GET /api/releases/overview — the platform page: every remote's versions, health over the last hour, and history. */
export const releaseOverviewSchema = z.object({
  windowMinutes: z.number(),
  remotes: z.array(
    z.object({
      remote: z.string(),
      live: z.nullable(z.string()),
      canary: z.nullable(z.object({ version: z.string(), percent: z.number() })),
      stats: z.array(versionStatsSchema),
      /** Per minute of the window, oldest first: loads and failures per version. */
      series: z.array(z.object({ minute: z.string(), version: z.string(), loads: z.number(), failures: z.number() })),
      versions: z.array(z.string()),
      history: z.array(releaseEventSchema),
    }),
  ),
});
export type ReleaseOverview = z.infer<typeof releaseOverviewSchema>;
