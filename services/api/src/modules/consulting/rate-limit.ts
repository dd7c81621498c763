import type { Throttle } from '@nestjs/throttler';

// The factor comes from RATE_LIMIT_FACTOR (APP_OPTIONS) when the module is built; decorators run before
// that, so the limit is resolved per request. The environment is per process, hence one value per process.
let factor = 1;

/** Called by the modules that use `perMinute`, with the factor of the environment they were built with. */
export function setRateLimitFactor(value: number): void {
  factor = value;
}

/** `@Throttle(perMinute(20))`: at most `limit` requests a minute per client IP to this route, times RATE_LIMIT_FACTOR. */
export function perMinute(limit: number): Parameters<typeof Throttle>[0] {
  return { default: { limit: () => Math.max(1, Math.round(limit * factor)), ttl: 60_000 } };
}
