import { describe, expect, it } from 'vitest';
import { replicaRatios } from './replica-ratios.js';

describe('the replicas bench compares each route with one replica and with several', () => {
  it('divides the larger count by one replica, route by route', () => {
    const row = (replicas: number, route: string, requestsPerSecond: number, p99Ms: number) => ({
      replicas,
      route,
      requestsPerSecond,
      p50Ms: 1,
      p99Ms,
      non2xx: 0,
    });
    const rows = [row(1, '/a', 1000, 40), row(1, '/b', 500, 20), row(3, '/b', 1250, 10), row(3, '/a', 1500, 60), row(3, '/only-three', 9, 9)];
    expect(replicaRatios(rows, 1, 3)).toEqual([
      { route: '/a', throughputRatio: 1.5, p99Ratio: 1.5 },
      { route: '/b', throughputRatio: 2.5, p99Ratio: 0.5 },
    ]);
  });

  it('gives no number rather than infinity when one replica measured nothing', () => {
    const ratios = replicaRatios(
      [
        { replicas: 1, route: '/a', requestsPerSecond: 0, p50Ms: 0, p99Ms: 0, non2xx: 5 },
        { replicas: 3, route: '/a', requestsPerSecond: 10, p50Ms: 1, p99Ms: 2, non2xx: 0 },
      ],
      1,
      3,
    );
    expect(Number.isNaN(ratios[0]!.throughputRatio)).toBe(true);
  });
});
