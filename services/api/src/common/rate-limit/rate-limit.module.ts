import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppOptions } from '../../config/app-options.js';
import { DEFAULT_LIMIT_PER_MINUTE, RATE_LIMIT_TTL_MS, scaledLimit } from './rate-limit.js';
import { MemoryThrottlerStorage, RedisThrottlerStorage } from './throttler-storage.js';

/**
 * Rate limits for every route: DEFAULT_LIMIT_PER_MINUTE unless a route names its own with @RateLimit, all
 * times RATE_LIMIT_FACTOR, counted per client address; in Redis when REDIS_URL is set (shared by every
 * replica), else in this process's memory.
 */
@Module({})
export class RateLimitModule {
  static forRoot(options: AppOptions): DynamicModule {
    const { REDIS_URL, REDIS_KEY_PREFIX } = options.env;
    return {
      module: RateLimitModule,
      imports: [
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'default', ttl: RATE_LIMIT_TTL_MS, limit: scaledLimit(DEFAULT_LIMIT_PER_MINUTE) }],
          setHeaders: true,
          storage: REDIS_URL ? new RedisThrottlerStorage(REDIS_URL, REDIS_KEY_PREFIX) : new MemoryThrottlerStorage(),
        }),
      ],
      exports: [ThrottlerModule],
    };
  }
}
