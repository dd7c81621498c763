import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'lo_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

declare module 'fastify' {
  interface FastifyRequest {
    visitorId: string;
  }
}

/**
 * Gives every request a visitor id: the one in the cookie when it is well formed, else a new random
 * one that the response sets (httpOnly, SameSite=Lax, Secure outside development, one year).
 */
export function registerVisitorCookie(fastify: FastifyInstance, secure: boolean): void {
  fastify.decorateRequest('visitorId', '');
  fastify.addHook('onRequest', async (request, reply) => {
    const existing = request.cookies[VISITOR_COOKIE];
    if (existing && UUID.test(existing)) {
      request.visitorId = existing;
      return;
    }
    request.visitorId = randomUUID();
    setVisitorCookie(reply, request.visitorId, secure);
  });
}

/** Cookies are marked Secure everywhere but in development and tests (which run on plain http). */
export const secureCookies = (env: { NODE_ENV: string }) => env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test';

/** Gives the browser this visitor id (a new anonymous one, or an account's at sign-in). */
export function setVisitorCookie(reply: FastifyReply, visitorId: string, secure: boolean, maxAgeSeconds = ONE_YEAR_SECONDS): void {
  reply.setCookie(VISITOR_COOKIE, visitorId, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeSeconds });
}

/** The anonymous visitor making the request. */
export const Visitor = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  return ctx.switchToHttp().getRequest<FastifyRequest>().visitorId;
});
