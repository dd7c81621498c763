import type { ExecutionContext } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Every limit is per client address and per minute. */
export const RATE_LIMIT_TTL_MS = 60_000;
/** What any route allows when it names no limit of its own. */
export const DEFAULT_LIMIT_PER_MINUTE = 600;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitFactor: number;
  }
}

/** RATE_LIMIT_FACTOR, kept on the app's own server so that two APIs in one process keep their own. */
export function registerRateLimitFactor(fastify: FastifyInstance, factor: number): void {
  fastify.decorate('rateLimitFactor', factor);
}

/** `limit` times the factor of the API that serves the request (at least 1). */
export function scaledLimit(limit: number) {
  return (context: ExecutionContext): number => {
    const factor = context.switchToHttp().getRequest<FastifyRequest>().server?.rateLimitFactor ?? 1;
    return Math.max(1, Math.round(limit * factor));
  };
}

/** `@RateLimit(20)`: at most 20 requests a minute per client address to this route, times RATE_LIMIT_FACTOR. */
export const RateLimit = (limitPerMinute: number) => Throttle({ default: { limit: scaledLimit(limitPerMinute), ttl: RATE_LIMIT_TTL_MS } });
