import { createHash } from 'node:crypto';
import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { SESSION_COOKIE, SESSION_DAYS } from '@launchops/contracts';
import type { FastifyRequest } from 'fastify';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { AdvisorConsoleRepository } from './advisor-console.repository.js';

const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The advisor's console routes: a signed-in account (its session cookie) with the advisor role, granted in the
 * database (account.role, `npm run grant-advisor`) or by ADVISOR_EMAILS. No session: 401; another account: 403.
 */
@Injectable()
export class AdvisorRoleGuard implements CanActivate {
  constructor(
    @Inject(AdvisorConsoleRepository) private readonly repository: AdvisorConsoleRepository,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const token = context.switchToHttp().getRequest<FastifyRequest>().cookies[SESSION_COOKIE];
    const account =
      token && SESSION_TOKEN.test(token) ? await this.repository.advisorAccount(createHash('sha256').update(token).digest('hex'), SESSION_DAYS) : undefined;
    if (!account) throw new UnauthorizedException('Sign in first: the advisor’s console needs the advisor’s account.');
    if (account.role !== 'advisor' && !this.options.env.ADVISOR_EMAILS.includes(account.email.toLowerCase())) {
      throw new ForbiddenException('This account is not the advisor’s: the console is only for the advisor.');
    }
    return true;
  }
}
