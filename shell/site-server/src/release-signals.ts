import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { addSignals, type LiveReleases, releaseSignalBatchSchema, type ReleaseSignalBatch, type ReleaseSignalSum } from '@launchops/contracts';

/**
 * The shell's release beacons, taken at the edge: each is checked, counted against its sender's quota and
 * added to sums per remote, version and minute; the sums go to the API every `flushMs` in one request. A
 * thousand beacons a second thus cost the API a write every few seconds, and the pages next to them little.
 *
 * They drive the canary watch (a canary failing more than live is rolled back), so only what a real page load
 * of this site could report is counted: the beacon names a page-load id this server signed into the page
 * (createPageLoadIds), each event of a page load counts once however often it is sent, and only a version
 * that is live or on canary counts (others, pinned ones included, are ignored).
 */

/** How long a page may report after it was served (a tab left open longer reports nothing more). */
export const PAGE_LOAD_TTL_MS = 60 * 60_000;
const PAGE_ID_BYTES = 12;
const MAC_BYTES = 16;

/**
 * Page-load ids: random, with the time they were issued, signed with `key` (the same on every site server that
 * shares SITE_API_SECRET, so one server takes another's). Unforgeable: fake loads cost a page each.
 */
export function createPageLoadIds(key: Buffer = randomBytes(32)) {
  const mac = (body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);
  return {
    issue(now = Date.now()): string {
      const body = Buffer.alloc(PAGE_ID_BYTES + 6);
      randomBytes(PAGE_ID_BYTES).copy(body);
      body.writeUIntBE(Math.floor(now / 1000), PAGE_ID_BYTES, 6);
      return `${body.toString('base64url')}.${mac(body).toString('base64url')}`;
    },
    /** The id of a page load this server (or a sibling) served within PAGE_LOAD_TTL_MS; else undefined. */
    check(token: string, now = Date.now()): string | undefined {
      const [bodyText, macText, ...rest] = token.split('.');
      if (!bodyText || !macText || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(bodyText + macText)) return undefined;
      const body = Buffer.from(bodyText, 'base64url');
      const given = Buffer.from(macText, 'base64url');
      if (body.length !== PAGE_ID_BYTES + 6 || given.length !== MAC_BYTES || !timingSafeEqual(given, mac(body))) return undefined;
      const age = now - body.readUIntBE(PAGE_ID_BYTES, 6) * 1000;
      return age >= -60_000 && age <= PAGE_LOAD_TTL_MS ? bodyText : undefined;
    },
  };
}
export type PageLoadIds = ReturnType<typeof createPageLoadIds>;

export interface SignalIntakeOptions {
  /** Sends sums to the API (POST /api/release-signals/sums). */
  forward: (sums: ReleaseSignalSum[]) => Promise<void>;
  flushMs?: number;
  /** Beacons one client address may send a minute; more get 429. */
  perClientPerMinute?: number;
  /** Checks the page-load id a beacon names (default: ids signed with a key of this process). */
  pageLoads?: PageLoadIds;
  log?: (line: string) => void;
  /** Told of each event taken (counted for the first time): the edge's metrics. */
  onEvent?: (event: ReleaseSignalBatch['events'][number]) => void;
}

export type IntakeAnswer = { status: 204 } | { status: 400 | 429; message: string };

/** Events of page loads already counted that are remembered at most (until their ids expire; past it, new ones are ignored). */
const SEEN_MAX = 200_000;

/** Sums kept when the API cannot take them, at most this many (then the oldest go). */
const MAX_PENDING = 5_000;

/** Adds sums the API did not take back into `sums`, keeping at most MAX_PENDING (the oldest go). */
function keepUnsent(sums: Map<string, ReleaseSignalSum>, unsent: ReadonlyMap<string, ReleaseSignalSum>): void {
  for (const [key, sum] of unsent) {
    const current = sums.get(key);
    if (!current) sums.set(key, sum);
    else {
      current.loads += sum.loads;
      current.loadErrors += sum.loadErrors;
      current.renderErrors += sum.renderErrors;
      sum.loadMs.forEach((n, i) => (current.loadMs[i]! += n));
    }
  }
  while (sums.size > MAX_PENDING) sums.delete(sums.keys().next().value!);
}

export function createSignalIntake(options: SignalIntakeOptions) {
  const flushMs = options.flushMs ?? 2_000;
  const limit = options.perClientPerMinute ?? 120;
  const log = options.log ?? console.error;
  let sums = new Map<string, ReleaseSignalSum>();
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<void> = Promise.resolve();
  // A fixed one-minute window per client address.
  let window = Math.floor(Date.now() / 60_000);
  let counts = new Map<string, number>();
  const pageLoads = options.pageLoads ?? createPageLoadIds();
  // Page load + remote + kind -> until when it is remembered; in insertion order, so the oldest go first.
  const seen = new Map<string, number>();
  const forget = (now: number) => {
    for (const [key, until] of seen) {
      if (until > now) break;
      seen.delete(key);
    }
  };

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    sending = sending.then(async () => {
      if (sums.size === 0) return;
      const batch = sums;
      sums = new Map();
      try {
        await options.forward([...batch.values()]);
      } catch (error) {
        // Kept for the next flush (added to whatever came meanwhile), so a restarting API loses nothing.
        keepUnsent(sums, batch);
        log(`[site] release signals not stored yet (${sums.size} sums kept): ${error instanceof Error ? error.message : String(error)}`);
        timer ??= setTimeout(() => void flush(), flushMs * 5).unref();
      }
    });
    return sending;
  };

  return {
    /**
     * One beacon from `client`: 204 when taken (its events that are new for their page load, of a version `live`
     * names as live or canary, are counted; the rest are ignored).
     */
    take(client: string, body: unknown, live: LiveReleases | null, now = new Date()): IntakeAnswer {
      const minute = Math.floor(now.getTime() / 60_000);
      if (minute !== window) {
        window = minute;
        counts = new Map();
      }
      const used = (counts.get(client) ?? 0) + 1;
      counts.set(client, used);
      if (used > limit) return { status: 429, message: 'Too many reports from this address; try again in a minute.' };
      const parsed = releaseSignalBatchSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { status: 400, message: `Not a release signal: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unexpected content'}` };
      }
      const page = pageLoads.check(parsed.data.page, now.getTime());
      if (!page) return { status: 400, message: 'Not a release signal: page is not a page load this site served within the hour; reload the page.' };
      forget(now.getTime());
      const events: ReleaseSignalBatch['events'] = [];
      for (const event of parsed.data.events) {
        const entry = live?.remotes[event.remote];
        if (entry?.live?.version !== event.version && entry?.canary?.version !== event.version) continue;
        const key = `${page}\n${event.remote}\n${event.kind}`;
        if (seen.has(key) || seen.size >= SEEN_MAX) continue;
        seen.set(key, now.getTime() + PAGE_LOAD_TTL_MS + 60_000);
        events.push(event);
        options.onEvent?.(event);
      }
      if (events.length === 0) return { status: 204 };
      addSignals(sums, { events }, now);
      timer ??= setTimeout(() => void flush(), flushMs).unref();
      return { status: 204 };
    },
    flush,
    /** Sends what is left (at shutdown). */
    close: () => flush(),
  };
}
