import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

interface StorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/**
 * @nestjs/throttler's counters in Redis (or Valkey), so every API replica counts the same hits. The counting
 * (atomic increment with expiry, blocking) is rate-limiter-flexible's; this class only maps the throttler's
 * interface onto it. The Redis adapters made for @nestjs/throttler declare Nest 11 at most as their peer and
 * npm refuses them next to Nest 12.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private readonly client: Redis;

  constructor(url: string, private readonly keyPrefix = 'lo:rl') {
    this.client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    this.client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  private limiter(name: string, ttlMs: number, limit: number, blockMs: number): RateLimiterRedis {
    const id = `${name}:${ttlMs}:${limit}:${blockMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.client,
        keyPrefix: `${this.keyPrefix}:${name}:${ttlMs}`,
        points: limit,
        duration: Math.max(1, Math.ceil(ttlMs / 1000)),
        blockDuration: Math.ceil(blockMs / 1000),
        // While Redis is unreachable each process counts on its own (limits still hold per replica) rather than
        // refusing every visitor or letting everyone through.
        insuranceLimiter: new RateLimiterMemory({ points: limit, duration: Math.max(1, Math.ceil(ttlMs / 1000)), blockDuration: Math.ceil(blockMs / 1000) }),
        rejectIfRedisNotReady: true,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<StorageRecord> {
    const limiter = this.limiter(throttlerName, ttl, limit, blockDuration);
    let result: RateLimiterRes;
    let blocked = false;
    try {
      result = await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      result = rejection;
      blocked = true;
    }
    const seconds = Math.max(0, Math.ceil(result.msBeforeNext / 1000));
    return { totalHits: result.consumedPoints, timeToExpire: seconds, isBlocked: blocked, timeToBlockExpire: blocked ? seconds : 0 };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
