import { Body, Controller, Get, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AccountExport, type DeleteAccountInput, deleteAccountInputSchema } from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { secureCookies } from '../../common/visitor.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { anonymousBrowser } from './auth.controller.js';
import { AuthService, SESSION_COOKIE } from './auth.service.js';
import { AccountService } from './account.service.js';

/** The account page's export and deletion (signed in only). */
@ApiTags('auth')
@Controller('account')
export class AccountController {
  private readonly logger = new Logger('Accounts');
  private readonly secure: boolean;

  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(AccountService) private readonly accounts: AccountService,
    @Inject(APP_OPTIONS) options: AppOptions,
  ) {
    this.secure = secureCookies(options.env);
  }

  /** One JSON file with every row we hold about the account. */
  @Get('export')
  @RateLimit(10)
  async export(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountExport> {
    const current = await this.signedIn(request);
    const data = await this.accounts.export(current.account.id);
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Disposition', `attachment; filename="launchops-account-${data.exportedAt.slice(0, 10)}.json"`);
    return data;
  }

  /** Deletes the account and its data; this browser becomes a new anonymous visitor. */
  @Post('delete')
  @HttpCode(204)
  @RateLimit(5)
  async delete(
    @Body({ schema: deleteAccountInputSchema }) input: DeleteAccountInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const current = await this.signedIn(request);
    const done = await this.accounts.delete(current.account.id, input.confirmEmail);
    this.logger.log(`account ${current.account.id} deleted: ${JSON.stringify(done)}`);
    anonymousBrowser(reply, this.secure);
  }

  private signedIn(request: FastifyRequest) {
    return this.auth.requireSession(request.cookies[SESSION_COOKIE]);
  }
}
