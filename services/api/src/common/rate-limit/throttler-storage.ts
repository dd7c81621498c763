import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

interface StorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** The limiter options of one throttler (its window, limit and block time), as rate-limiter-flexible takes them. */
function limiterOptions(ttlMs: number, limit: number, blockMs: number) {
  return { points: limit, duration: Math.max(1, Math.ceil(ttlMs / 1000)), blockDuration: Math.ceil(blockMs / 1000) };
}

/**
 * @nestjs/throttler's storage interface over rate-limiter-flexible's limiters: a fixed window per client, one
 * counter each, so a request costs the same however many came before it in the window. (The throttler's own
 * in-memory storage keeps one timestamp per hit and filters the list on every request: under a steady load
 * from one address that was a quarter of the API's CPU in a profile.) Subclasses say where the counters live.
 */
abstract class LimiterThrottlerStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  protected abstract createLimiter(name: string, ttlMs: number, limit: number, blockMs: number): RateLimiterAbstract;

  private limiter(name: string, ttlMs: number, limit: number, blockMs: number): RateLimiterAbstract {
    const id = `${name}:${ttlMs}:${limit}:${blockMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.createLimiter(name, ttlMs, limit, blockMs);
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
}

/** The counters in this process's memory: the one-process default. */
export class MemoryThrottlerStorage extends LimiterThrottlerStorage {
  protected createLimiter(_name: string, ttlMs: number, limit: number, blockMs: number): RateLimiterAbstract {
    return new RateLimiterMemory(limiterOptions(ttlMs, limit, blockMs));
  }
}

/**
 * The counters in Redis (or Valkey), so every API replica counts the same hits. The Redis adapters made for
 * @nestjs/throttler declare Nest 11 at most as their peer and npm refuses them next to Nest 12.
 */
export class RedisThrottlerStorage extends LimiterThrottlerStorage implements OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly client: Redis;

  constructor(
    url: string,
    private readonly keyPrefix = 'lo:rl',
  ) {
    super();
    this.client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    this.client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  protected createLimiter(name: string, ttlMs: number, limit: number, blockMs: number): RateLimiterAbstract {
    return new RateLimiterRedis({
      storeClient: this.client,
      keyPrefix: `${this.keyPrefix}:${name}:${ttlMs}`,
      ...limiterOptions(ttlMs, limit, blockMs),
      // While Redis is unreachable each process counts on its own (limits still hold per replica) rather than
      // refusing every visitor or letting everyone through.
      insuranceLimiter: new RateLimiterMemory(limiterOptions(ttlMs, limit, blockMs)),
      rejectIfRedisNotReady: true,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
