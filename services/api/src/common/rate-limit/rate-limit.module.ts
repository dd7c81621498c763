import { type DynamicModule, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../config/app-options.js';
import { registerDeferredJsonParser } from './deferred-json-body.js';
import { DEFAULT_LIMIT_PER_MINUTE, RATE_LIMIT_TTL_MS, scaledLimit } from './rate-limit.js';
import { MemoryThrottlerStorage, RedisThrottlerStorage } from './throttler-storage.js';

/**
 * Rate limits for every route: DEFAULT_LIMIT_PER_MINUTE unless a route names its own with @RateLimit, all
 * times RATE_LIMIT_FACTOR, counted per client address; in Redis when REDIS_URL is set (shared by every
 * replica), else in this process's memory. Malformed JSON bodies are counted too (registerDeferredJsonParser).
 */
@Module({})
export class RateLimitModule implements OnModuleInit {
  constructor(@Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    registerDeferredJsonParser(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }

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
