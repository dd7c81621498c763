import { type CanActivate, createParamDecorator, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ReleaseActor } from './release-actor.js';
import { ReleaseTokensService } from './release-tokens.service.js';

/** Each request's authenticated caller, kept beside the request rather than on it. */
const actors = new WeakMap<FastifyRequest, ReleaseActor>();

/**
 * The registry's routes: the release token is checked before anything else is read (guards run before the pipes
 * that validate the path and body), so a caller without a valid token gets a 401 and never a field message.
 */
@Injectable()
export class ReleaseTokenGuard implements CanActivate {
  constructor(@Inject(ReleaseTokensService) private readonly tokens: ReleaseTokensService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    actors.set(request, await this.tokens.authenticate(request.headers.authorization));
    return true;
  }
}

/** The caller ReleaseTokenGuard authenticated. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): ReleaseActor => {
  const actor = actors.get(context.switchToHttp().getRequest<FastifyRequest>());
  // Only reachable if a route forgot the guard: refuse rather than act for nobody.
  if (!actor) throw new Error('A release route read its caller without ReleaseTokenGuard');
  return actor;
});
