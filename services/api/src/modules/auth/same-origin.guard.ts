import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';

/**
 * Cross-site request forgery: a route that changes a session answers only requests from the site's own pages.
 * A browser says where a request comes from (Origin on every POST, Sec-Fetch-Site in current browsers); a
 * request another site's page made is refused. Clients that are not browsers (tests, curl) send neither.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly allowed: Set<string>;

  constructor(@Inject(APP_OPTIONS) options: AppOptions) {
    this.allowed = new Set([new URL(options.env.SITE_URL).origin, ...options.env.CORS_ORIGINS]);
  }

  canActivate(context: ExecutionContext): boolean {
    const { headers } = context.switchToHttp().getRequest<FastifyRequest>();
    const site = headers['sec-fetch-site'];
    const origin = headers.origin;
    if ((typeof site === 'string' && site !== 'same-origin' && site !== 'none') || (origin !== undefined && !this.allowed.has(origin))) {
      throw new ForbiddenException('This request must come from a LaunchOps page.');
    }
    return true;
  }
}
