import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_OPTIONS, type AppOptions } from '../config/app-options.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery, for every route that changes something (any method but GET, HEAD and OPTIONS):
 * only the site's own pages may ask. A browser says where a request comes from: Sec-Fetch-Site (current
 * browsers) and Origin (on every POST, PUT, PATCH and DELETE). A request the browser marks same-origin, or whose
 * Origin is the site's (SITE_URL) or an allowed one (CORS_ORIGINS), passes; one another site's page made is
 * refused before anything is read or written. Clients that are not browsers (mail clients' one-click
 * unsubscribe, the site server, curl, tests) send neither and pass: forgery needs a victim's browser.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly allowed: Set<string>;

  constructor(@Inject(APP_OPTIONS) options: AppOptions) {
    this.allowed = new Set([new URL(options.env.SITE_URL).origin, ...options.env.CORS_ORIGINS]);
  }

  canActivate(context: ExecutionContext): boolean {
    const { method, headers } = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(method)) return true;
    const site = headers['sec-fetch-site'];
    const origin = headers.origin;
    if (site === 'same-origin' || site === 'none') return true;
    if (origin !== undefined ? this.allowed.has(origin) : site === undefined) return true;
    throw new ForbiddenException('This request must come from a LaunchOps page. Open the page on the site and try again there.');
  }
}
