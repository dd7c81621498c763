/** One route measured with one replica count (bench-replicas.ts). */
export interface ReplicaRow {
  replicas: number;
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

export interface ReplicaRatio {
  route: string;
  /** req/s with `many` replicas over req/s with `one` (above 1: the extra replicas helped). */
  throughputRatio: number;
  /** p99 with `many` over p99 with `one` (below 1: the tail shrank). */
  p99Ratio: number;
}

/** Per route measured with both counts, in the order of the first count's rows. */
export function replicaRatios(rows: readonly ReplicaRow[], one: number, many: number): ReplicaRatio[] {
  const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : Number.NaN);
  return rows
    .filter((r) => r.replicas === one)
    .flatMap((base) => {
      const other = rows.find((r) => r.replicas === many && r.route === base.route);
      return other
        ? [{ route: base.route, throughputRatio: ratio(other.requestsPerSecond, base.requestsPerSecond), p99Ratio: ratio(other.p99Ms, base.p99Ms) }]
        : [];
    });
}
