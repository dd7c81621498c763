import { createHash, randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext, Inject, Injectable, type PipeTransform } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_DAYS, SIGNED_IN_COOKIE } from '@launchops/contracts';
import { APP_OPTIONS, type AppOptions } from '../config/app-options.js';
import { VisitorSessionsRepository } from './visitor-sessions.repository.js';

export const VISITOR_COOKIE = 'lo_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** A browser's id is a version-4 UUID; an account's is version 8 (accountVisitorId), so no cookie can carry one. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * This browser's own anonymous id (its cookie's, or a new one). Not the id a route keeps data under: that is
     * `@Visitor()`, which is the account's while the browser holds a live session.
     */
    visitorId: string;
  }
}

const ID = Symbol('visitor id');
const REPLY = Symbol('reply');
const RESOLVED = Symbol('resolved visitor id');
type VisitorRequest = FastifyRequest & { [ID]?: string; [REPLY]?: FastifyReply; [RESOLVED]?: Promise<string> };

/**
 * Gives every request a visitor id, on first use: the one in the cookie when it is a well-formed browser id, else
 * a new random one that the response sets (httpOnly, SameSite=Lax, Secure outside development, one year). A route
 * that never asks (the site's content: tasks' texts, software, articles) sets no cookie, so its answers can be
 * shared by a browser cache or a CDN.
 */
export function registerVisitorCookie(fastify: FastifyInstance, secure: boolean): void {
  fastify.decorateRequest('visitorId', {
    getter(this: VisitorRequest): string {
      if (this[ID] === undefined) {
        const existing = this.cookies[VISITOR_COOKIE];
        if (existing && UUID.test(existing)) {
          this[ID] = existing;
        } else {
          this[ID] = randomUUID();
          if (this[REPLY]) setVisitorCookie(this[REPLY], this[ID], secure);
        }
      }
      return this[ID];
    },
  });
  fastify.addHook('onRequest', async (request, reply) => {
    (request as VisitorRequest)[REPLY] = reply;
  });
}

/** The browser's own id as its cookie holds it, without making one (undefined: none, or not a browser's id). */
export function browserVisitorId(request: FastifyRequest): string | undefined {
  const existing = request.cookies[VISITOR_COOKIE];
  return existing && UUID.test(existing) ? existing : undefined;
}

/** A new id for an account's data: a random UUID marked version 8, which the visitor cookie never accepts. */
export const accountVisitorId = (): string => {
  const id = randomUUID();
  return `${id.slice(0, 14)}8${id.slice(15)}`;
};

/** Cookies are marked Secure everywhere but in development and tests (which run on plain http). */
export const secureCookies = (env: { NODE_ENV: string }) => env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test';

/** Gives the browser this visitor id (a new anonymous one: at first use, sign-in and sign-out). */
export function setVisitorCookie(reply: FastifyReply, visitorId: string, secure: boolean, maxAgeSeconds = ONE_YEAR_SECONDS): void {
  reply.setCookie(VISITOR_COOKIE, visitorId, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeSeconds });
}

/** The pages' hint that this browser holds a session (SIGNED_IN_COOKIE): readable by scripts, no secret, as long as a session. */
export function setSignedInHint(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SIGNED_IN_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: SESSION_DAYS * 86_400 });
}

/**
 * Whose data a request reads and writes. A browser with a live session works on its account's data, kept under
 * the account's id, which never leaves the server; any other request is its browser's anonymous visitor. So an
 * id planted in a cookie, or the one a browser held while signed in, never reaches an account's data.
 */
@Injectable()
export class VisitorPipe implements PipeTransform<FastifyRequest, Promise<string>> {
  private readonly secure: boolean;

  constructor(
    @Inject(VisitorSessionsRepository) private readonly sessions: VisitorSessionsRepository,
    @Inject(APP_OPTIONS) options: AppOptions,
  ) {
    this.secure = secureCookies(options.env);
  }

  transform(request: FastifyRequest): Promise<string> {
    const held = request as VisitorRequest;
    held[RESOLVED] ??= this.resolve(held);
    return held[RESOLVED];
  }

  private async resolve(request: VisitorRequest): Promise<string> {
    const token = request.cookies[SESSION_COOKIE];
    if (token && SESSION_TOKEN.test(token)) {
      const visitorId = await this.sessions.accountVisitorId(createHash('sha256').update(token).digest('hex'), SESSION_DAYS);
      if (visitorId) {
        // A session opened before the pages' hint existed is given it on the browser's next per-visitor request.
        if (request.cookies[SIGNED_IN_COOKIE] === undefined && request[REPLY]) setSignedInHint(request[REPLY], this.secure);
        return visitorId;
      }
    }
    return request.visitorId;
  }
}

const VisitorRequest = createParamDecorator((_data: unknown, ctx: ExecutionContext): FastifyRequest => ctx.switchToHttp().getRequest<FastifyRequest>());

/** The id whose data the request works on: the signed-in account's, else this browser's anonymous one (VisitorPipe). */
export const Visitor = (): ParameterDecorator => VisitorRequest(VisitorPipe);
