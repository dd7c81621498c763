import { createHash, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The advisor's own routes: `Authorization: Bearer <ADVISOR_ADMIN_TOKEN>`, compared in constant time. */
@Injectable()
export class AdvisorAdminGuard implements CanActivate {
  constructor(@Inject(APP_OPTIONS) private readonly options: AppOptions) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.options.env.ADVISOR_ADMIN_TOKEN;
    if (!expected) throw new ForbiddenException('Editing the advisor’s days off is switched off: set ADVISOR_ADMIN_TOKEN on the API to allow it.');
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers.authorization ?? '';
    const given = /^Bearer (.+)$/.exec(header)?.[1] ?? '';
    if (!given || !timingSafeEqual(digest(given), digest(expected))) {
      throw new UnauthorizedException('Send the advisor token as "Authorization: Bearer <token>".');
    }
    return true;
  }
}
