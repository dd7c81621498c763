import { createHash } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The client address a request came from, as the rate limits count it (Fastify's request.ip: the peer, or the
 * X-Forwarded-For hop of a trusted proxy, TRUSTED_PROXIES), kept only as a hash: what is stored to count a client
 * (an allowance, a cooldown, a pause) never shows the address itself.
 */
export function clientAddressHash(request: Pick<FastifyRequest, 'ip'>): string {
  return createHash('sha256').update(`launchops-client:${request.ip}`).digest('hex');
}

/** `@ClientAddress()`: the hash of the request's client address (clientAddressHash). */
export const ClientAddress = createParamDecorator((_data: unknown, ctx: ExecutionContext): string =>
  clientAddressHash(ctx.switchToHttp().getRequest<FastifyRequest>()),
);
