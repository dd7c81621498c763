import { call } from './one-host-stack-support.js';

export type Phase = 'before' | 'stop' | 'kill' | 'after';

/** What visitors saw while replicas went away: writes accepted and failed (with the phase each was sent in), pages served. */
export interface TrafficFigures {
  accepted: Array<{ cookie: string; itemId: number }>;
  failedWrites: Array<{ phase: Phase; status: number | string }>;
  pages: { ok: number; failed: Array<number | string> };
  sent: number;
}

/**
 * Eight visitors ticking tasks (each from its own addresses) and two reading pages, through the site, until `stop`.
 * `phase` says what the test is doing to the replicas at the moment.
 */
export function startTraffic(items: ReadonlyArray<{ id: number }>): { figures: TrafficFigures; setPhase(phase: Phase): void; stop(): Promise<void> } {
  const figures: TrafficFigures = { accepted: [], failedWrites: [], pages: { ok: 0, failed: [] }, sent: 0 };
  let phase: Phase = 'before';
  let stopped = false;
  // A write sent before the kill but still in flight when it came (a slow answer on a busy host) failed at the kill.
  const failedIn = (sentIn: Phase) => (sentIn !== 'kill' && phase === 'kill' ? 'kill' : sentIn);
  const writer = async (w: number) => {
    for (let n = 0; !stopped; n += 1) {
      const itemId = items[(w * 11 + n) % items.length]!.id;
      const client = `198.51.${100 + w}.${(n % 250) + 1}`;
      const at = phase;
      figures.sent += 1;
      try {
        const answer = await call('PATCH', `/api/checklist-items/${itemId}`, client, { completed: true });
        if (answer.status === 200 && answer.cookie) figures.accepted.push({ cookie: answer.cookie, itemId });
        else figures.failedWrites.push({ phase: failedIn(at), status: answer.status });
      } catch (error) {
        figures.failedWrites.push({ phase: failedIn(at), status: (error as Error).message });
      }
    }
  };
  const reader = async (r: number) => {
    for (let n = 0; !stopped; n += 1) {
      const path = ['/', '/checklist', '/software'][n % 3]!;
      try {
        const page = await call('GET', path, `203.0.113.${r + 1}`);
        if (page.status === 200) figures.pages.ok += 1;
        else figures.pages.failed.push(page.status);
      } catch (error) {
        figures.pages.failed.push((error as Error).message);
      }
    }
  };
  const traffic = [...Array.from({ length: 8 }, (_, w) => writer(w)), ...Array.from({ length: 2 }, (_, r) => reader(r))];
  return {
    figures,
    setPhase: (next) => void (phase = next),
    stop: async () => {
      stopped = true;
      await Promise.all(traffic);
    },
  };
}
