import { addSignals, releaseSignalBatchSchema, type ReleaseSignalSum } from '@launchops/contracts';

/**
 * The shell's release beacons, taken at the edge: each is checked, counted against its sender's quota and
 * added to sums per remote, version and minute; the sums go to the API every `flushMs` in one request. A
 * thousand beacons a second thus cost the API a write every few seconds, and the pages next to them little.
 */

export interface SignalIntakeOptions {
  /** Sends sums to the API (POST /api/release-signals/sums). */
  forward: (sums: ReleaseSignalSum[]) => Promise<void>;
  flushMs?: number;
  /** Beacons one client address may send a minute; more get 429. */
  perClientPerMinute?: number;
  log?: (line: string) => void;
}

export type IntakeAnswer = { status: 204 } | { status: 400 | 429; message: string };

/** Sums kept when the API cannot take them, at most this many (then the oldest go). */
const MAX_PENDING = 5_000;

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
        for (const [key, sum] of batch) {
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
        log(`[site] release signals not stored yet (${sums.size} sums kept): ${error instanceof Error ? error.message : String(error)}`);
        timer ??= setTimeout(() => void flush(), flushMs * 5).unref();
      }
    });
    return sending;
  };

  return {
    /** One beacon from `client`: 204 when taken. */
    take(client: string, body: unknown, now = new Date()): IntakeAnswer {
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
      addSignals(sums, parsed.data, now);
      timer ??= setTimeout(() => void flush(), flushMs).unref();
      return { status: 204 };
    },
    flush,
    /** Sends what is left (at shutdown). */
    close: () => flush(),
  };
}
