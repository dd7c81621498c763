import type { ExecutionContext } from '@nestjs/common';
import { afterEach, describe, expect, it } from 'vitest';
import { perMinute, setRateLimitFactor } from './rate-limit.js';

const limitOf = (options: ReturnType<typeof perMinute>) =>
  (options.default!.limit as (context: ExecutionContext) => number)({} as ExecutionContext);

describe('perMinute', () => {
  afterEach(() => setRateLimitFactor(1));

  it('applies RATE_LIMIT_FACTOR when a request is checked, not when the route is decorated', () => {
    const options = perMinute(20);
    expect(options.default!.ttl).toBe(60_000);
    expect(limitOf(options)).toBe(20);
    setRateLimitFactor(50);
    expect(limitOf(options)).toBe(1000);
    setRateLimitFactor(0.01);
    expect(limitOf(options)).toBe(1);
  });
});
