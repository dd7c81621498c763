import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { rateLimitRefusals } from '../telemetry/metrics.js';
import { UnparsedBody } from './deferred-json-body.js';

/**
 * The throttler, counting every request to a route before anything about it is validated (guards run before
 * pipes, and a malformed JSON body is held back until here: see registerDeferredJsonParser). A body the route
 * refuses costs the client its quota like any other, so a flood of invalid or large bodies gets 429s once the
 * quota is spent instead of being parsed and checked each time. Only what the same-origin guard refused first is
 * not counted.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    let allowed: boolean;
    try {
      allowed = await super.canActivate(context);
    } catch (error) {
      if (error instanceof ThrottlerException && context.getType() === 'http') {
        rateLimitRefusals.inc({ route: context.switchToHttp().getRequest<FastifyRequest>().routeOptions?.url ?? 'unmatched' });
      }
      throw error;
    }
    if (context.getType() === 'http') {
      const body = context.switchToHttp().getRequest<FastifyRequest>().body;
      if (body instanceof UnparsedBody) throw body.error;
    }
    return allowed;
  }
}
