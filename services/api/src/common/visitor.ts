import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_DAYS, SIGNED_IN_COOKIE } from '@launchops/contracts';

export const VISITOR_COOKIE = 'lo_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

declare module 'fastify' {
  interface FastifyRequest {
    visitorId: string;
  }
}

const ID = Symbol('visitor id');
const REPLY = Symbol('reply');
type VisitorRequest = FastifyRequest & { [ID]?: string; [REPLY]?: FastifyReply };

/**
 * Gives every request a visitor id, on first use: the one in the cookie when it is well formed, else a new random
 * one that the response sets (httpOnly, SameSite=Lax, Secure outside development, one year). A route that never
 * asks (the site's content: tasks' texts, software, articles) sets no cookie, so its answers can be shared by a
 * browser cache or a CDN.
 */
export function registerVisitorCookie(fastify: FastifyInstance, secure: boolean): void {
  fastify.decorateRequest('visitorId', {
    getter(this: VisitorRequest): string {
      if (this[ID] === undefined) {
        const existing = this.cookies[VISITOR_COOKIE];
        if (existing && UUID.test(existing)) {
          this[ID] = existing;
          // A session opened before the pages' hint existed: the hint is given on the browser's next
          // per-visitor request (a session that has ended meanwhile clears it at its next check).
          if (this.cookies[SESSION_COOKIE] && this.cookies[SIGNED_IN_COOKIE] === undefined && this[REPLY]) setSignedInHint(this[REPLY], secure);
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

/** Cookies are marked Secure everywhere but in development and tests (which run on plain http). */
export const secureCookies = (env: { NODE_ENV: string }) => env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test';

/** Gives the browser this visitor id (a new anonymous one, or an account's at sign-in). */
export function setVisitorCookie(reply: FastifyReply, visitorId: string, secure: boolean, maxAgeSeconds = ONE_YEAR_SECONDS): void {
  reply.setCookie(VISITOR_COOKIE, visitorId, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeSeconds });
}

/** The pages' hint that this browser holds a session (SIGNED_IN_COOKIE): readable by scripts, no secret, as long as a session. */
export function setSignedInHint(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SIGNED_IN_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: SESSION_DAYS * 86_400 });
}

/** The anonymous visitor making the request. */
export const Visitor = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  return ctx.switchToHttp().getRequest<FastifyRequest>().visitorId;
});
