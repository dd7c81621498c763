/** One route's figures under load. */
export interface Measure {
  reqPerSec: number;
  p99Ms: number;
  /** Answers that were not 2xx or 3xx, and socket errors. */
  non2xx: number;
  /** Bytes read per answer, headers included. */
  bytesPerResponse: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const UNIT_BYTES: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** wrk's report, `--latency`: the 99th percentile, the requests and bytes read, and the answers that were not 2xx/3xx. */
export function parseWrk(output: string): Measure {
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  const total = /^\s*(\d+) requests in ([\d.]+)(us|ms|s|m), ([\d.]+)(B|KB|MB|GB|TB) read/m.exec(output);
  if (!p99 || !total) throw new Error(`wrk's report could not be read:\n${output}`);
  const requests = Number(total[1]);
  const seconds = (Number(total[2]) * UNIT_MS[total[3]!]!) / 1000;
  const errors = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/m.exec(output);
  const failed = Number(/^\s*Non-2xx or 3xx responses: (\d+)/m.exec(output)?.[1] ?? 0) + (errors ? errors.slice(1).reduce((n, v) => n + Number(v), 0) : 0);
  return {
    reqPerSec: Math.round(requests / seconds),
    p99Ms: Math.round(Number(p99[1]) * UNIT_MS[p99[2]!]! * 100) / 100,
    non2xx: failed,
    bytesPerResponse: Math.round((Number(total[4]) * UNIT_BYTES[total[5]!]!) / Math.max(requests, 1)),
  };
}
