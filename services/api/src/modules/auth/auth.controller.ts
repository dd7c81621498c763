import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type Account,
  type AccountSessionList,
  type AuthSession,
  type PasskeyCeremony,
  type PasskeyList,
  type PasskeySignInInput,
  passkeySignInInputSchema,
  type RegisterPasskeyInput,
  registerPasskeyInputSchema,
  requestSignInCodeInputSchema,
  type SignInCodeSent,
  SIGNED_IN_COOKIE,
  verifySignInInputSchema,
} from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { ClientAddress, clientAddressHash } from '../../common/client-address.js';
import { browserVisitorId, secureCookies, setSignedInHint, setVisitorCookie, Visitor } from '../../common/visitor.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { EmptyBodyPipe } from '../../common/empty-body.pipe.js';
import { idParamSchema } from '../../common/params.js';
import { AuthService, SESSION_COOKIE, SESSION_DAYS } from './auth.service.js';
import { PasskeysService } from './passkeys.service.js';

/** Sign-in by e-mail code, and the browser's session. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly secure: boolean;

  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(PasskeysService) private readonly passkeys: PasskeysService,
    @Inject(APP_OPTIONS) options: AppOptions,
  ) {
    this.secure = secureCookies(options.env);
  }

  @Post('code')
  @HttpCode(202)
  @RateLimit(10)
  requestCode(@Body({ schema: requestSignInCodeInputSchema }) input: { email: string }, @ClientAddress() client: string): Promise<SignInCodeSent> {
    return this.auth.requestCode(input.email, client);
  }

  /** A right code opens a new session (any session this browser had is ended: the token rotates). */
  @Post('verify')
  @HttpCode(200)
  @RateLimit(20)
  async verify(
    @Body({ schema: verifySignInInputSchema }) input: { email: string; code: string },
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthSession> {
    const { account, created } = await this.auth.verify(input.email, input.code, clientAddressHash(request));
    return this.openSession(account, request, reply, created);
  }

  /** Signing in with a passkey: its options (any passkey this browser holds for the site may answer). */
  @Post('passkey/options')
  @HttpCode(200)
  @RateLimit(20)
  passkeySignInOptions(@Body(EmptyBodyPipe) _body: undefined, @Visitor() visitor: string): Promise<PasskeyCeremony> {
    return this.passkeys.signInOptions(visitor);
  }

  @Post('passkey/verify')
  @HttpCode(200)
  @RateLimit(20)
  async passkeySignIn(
    @Body({ schema: passkeySignInInputSchema }) input: PasskeySignInInput,
    @Visitor() visitor: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthSession> {
    return this.openSession(await this.passkeys.signIn(input, visitor), request, reply);
  }

  @Get('session')
  async session(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthSession> {
    reply.header('Cache-Control', 'no-store');
    const account = (await this.auth.session(request.cookies[SESSION_COOKIE]))?.account ?? null;
    // The session ended elsewhere (signed out everywhere, expired): the pages' hint goes too.
    if (!account && request.cookies[SIGNED_IN_COOKIE] !== undefined) reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
    return { account };
  }

  @Get('sessions')
  async sessions(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountSessionList> {
    reply.header('Cache-Control', 'no-store');
    const current = await this.signedIn(request);
    return this.auth.sessions(current.account.id, current.id);
  }

  @Post('sign-out')
  @HttpCode(204)
  async signOut(@Body(EmptyBodyPipe) _body: undefined, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const current = await this.auth.session(request.cookies[SESSION_COOKIE]);
    if (current) await this.auth.signOut(current.id);
    this.anonymous(reply);
  }

  @Post('sign-out-everywhere')
  @HttpCode(204)
  async signOutEverywhere(
    @Body(EmptyBodyPipe) _body: undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const current = await this.signedIn(request);
    await this.auth.signOutEverywhere(current.account.id);
    this.anonymous(reply);
  }

  /** Ends one of the account's sessions (another device); only the account's own. */
  @Delete('sessions/:id')
  @HttpCode(204)
  async endSession(@Param('id', { schema: idParamSchema }) id: number, @Req() request: FastifyRequest): Promise<void> {
    const current = await this.signedIn(request);
    if (!(await this.auth.endSession(current.account.id, id))) throw new NotFoundException('We could not find that session among yours.');
  }

  @Get('passkeys')
  async passkeyList(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PasskeyList> {
    reply.header('Cache-Control', 'no-store');
    return this.passkeys.list((await this.signedIn(request)).account.id);
  }

  /** Adding a passkey to the signed-in account: its options, then the new credential. */
  @Post('passkeys/options')
  @HttpCode(200)
  @RateLimit(20)
  async passkeyOptions(@Body(EmptyBodyPipe) _body: undefined, @Visitor() visitor: string, @Req() request: FastifyRequest): Promise<PasskeyCeremony> {
    return this.passkeys.registrationOptions((await this.signedIn(request)).account, visitor);
  }

  @Post('passkeys')
  @HttpCode(201)
  @RateLimit(20)
  async addPasskey(
    @Body({ schema: registerPasskeyInputSchema }) input: RegisterPasskeyInput,
    @Visitor() visitor: string,
    @Req() request: FastifyRequest,
  ): Promise<PasskeyList[number]> {
    return this.passkeys.register((await this.signedIn(request)).account.id, visitor, input);
  }

  @Delete('passkeys/:id')
  @HttpCode(204)
  async removePasskey(@Param('id', { schema: idParamSchema }) id: number, @Req() request: FastifyRequest): Promise<void> {
    await this.passkeys.remove((await this.signedIn(request)).account.id, id);
  }

  /**
   * A verified sign-in opens a new session: any session this browser had is ended (the token rotates), the
   * browser's anonymous data becomes the account's, and the browser is given a new, empty id of its own: the
   * account's data is reached through the session only.
   */
  private async openSession(account: Account, request: FastifyRequest, reply: FastifyReply, created = false): Promise<AuthSession> {
    const previous = await this.auth.session(request.cookies[SESSION_COOKIE]);
    const { token, merged } = await this.auth.startSession(account.id, browserVisitorId(request), previous?.id, created);
    reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/', maxAge: SESSION_DAYS * 86_400 });
    setSignedInHint(reply, this.secure);
    setVisitorCookie(reply, randomUUID(), this.secure);
    return { account, merged };
  }

  /** This browser is nobody again: no session, and a new empty visitor id (the account's stays with the account). */
  private anonymous(reply: FastifyReply): void {
    anonymousBrowser(reply, this.secure);
  }

  private signedIn(request: FastifyRequest) {
    return this.auth.requireSession(request.cookies[SESSION_COOKIE]);
  }
}

/** Clears the session cookie and gives the browser a new empty visitor id. */
export function anonymousBrowser(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
  setVisitorCookie(reply, randomUUID(), secure);
}
