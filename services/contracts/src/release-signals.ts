import { z } from 'zod/mini';
import { releaseEventSchema, releaseRemoteSchema, releaseVersionSchema } from './releases.js';

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
