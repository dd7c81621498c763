import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AccountSessionList,
  type AuthSession,
  requestSignInCodeInputSchema,
  type SignInCodeSent,
  verifySignInInputSchema,
} from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { secureCookies, setVisitorCookie } from '../../common/visitor.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { EmptyBodyPipe } from '../../common/empty-body.pipe.js';
import { AuthService, SESSION_COOKIE, SESSION_DAYS } from './auth.service.js';
import { SameOriginGuard } from './same-origin.guard.js';

/** Sign-in by e-mail code, and the browser's session. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly secure: boolean;

  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(APP_OPTIONS) options: AppOptions,
  ) {
    this.secure = secureCookies(options.env);
  }

  @Post('code')
  @HttpCode(202)
  @RateLimit(10)
  @UseGuards(SameOriginGuard)
  requestCode(@Body({ schema: requestSignInCodeInputSchema }) input: { email: string }): Promise<SignInCodeSent> {
    return this.auth.requestCode(input.email);
  }

  /** A right code opens a new session (any session this browser had is ended: the token rotates). */
  @Post('verify')
  @HttpCode(200)
  @RateLimit(20)
  @UseGuards(SameOriginGuard)
  async verify(
    @Body({ schema: verifySignInInputSchema }) input: { email: string; code: string },
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthSession> {
    const account = await this.auth.verify(input.email, input.code, request.visitorId);
    const previous = await this.auth.session(request.cookies[SESSION_COOKIE]);
    if (previous) await this.auth.signOut(previous.id);
    const { visitorId, merged } = await this.auth.bindVisitor(account.id, request.visitorId);
    const token = await this.auth.openSession(account.id);
    reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/', maxAge: SESSION_DAYS * 86_400 });
    // The browser now carries the account's visitor id, for as long as the session lasts.
    setVisitorCookie(reply, visitorId, this.secure, SESSION_DAYS * 86_400);
    return { account, merged };
  }

  @Get('session')
  async session(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthSession> {
    reply.header('Cache-Control', 'no-store');
    return { account: (await this.auth.session(request.cookies[SESSION_COOKIE]))?.account ?? null };
  }

  @Get('sessions')
  async sessions(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountSessionList> {
    reply.header('Cache-Control', 'no-store');
    const current = await this.signedIn(request);
    return this.auth.sessions(current.account.id, current.id);
  }

  @Post('sign-out')
  @HttpCode(204)
  @UseGuards(SameOriginGuard)
  async signOut(@Body(EmptyBodyPipe) _body: undefined, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const current = await this.auth.session(request.cookies[SESSION_COOKIE]);
    if (current) await this.auth.signOut(current.id);
    this.anonymous(reply);
  }

  @Post('sign-out-everywhere')
  @HttpCode(204)
  @UseGuards(SameOriginGuard)
  async signOutEverywhere(@Body(EmptyBodyPipe) _body: undefined, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const current = await this.signedIn(request);
    await this.auth.signOutEverywhere(current.account.id);
    this.anonymous(reply);
  }

  /** This browser is nobody again: no session, and a new empty visitor id (the account's stays with the account). */
  private anonymous(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    setVisitorCookie(reply, randomUUID(), this.secure);
  }

  private async signedIn(request: FastifyRequest) {
    const current = await this.auth.session(request.cookies[SESSION_COOKIE]);
    if (!current) throw new UnauthorizedException('Sign in first.');
    return current;
  }
}
