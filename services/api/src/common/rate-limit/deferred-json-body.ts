import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A JSON body Fastify could not parse: its error, kept until the request has been counted by the rate limit. */
export class UnparsedBody {
  constructor(readonly error: Error) {}
}

const REGISTERED = Symbol.for('launchops.deferredJsonParser');

/**
 * Replaces Fastify's application/json parser with the same parser (same errors, same prototype-poisoning checks)
 * whose failure is handed on as an UnparsedBody instead of answered at once: Fastify parses before any Nest guard
 * runs, so a malformed body would otherwise never reach the rate limit. RateLimitGuard counts the request, then
 * throws the parser's error (the usual 400).
 */
export function registerDeferredJsonParser(fastify: FastifyInstance): void {
  const holder = fastify as FastifyInstance & { [REGISTERED]?: boolean };
  if (holder[REGISTERED]) return;
  holder[REGISTERED] = true;
  const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig as {
    onProtoPoisoning?: 'error' | 'remove' | 'ignore';
    onConstructorPoisoning?: 'error' | 'remove' | 'ignore';
  };
  const json = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  if (fastify.hasContentTypeParser('application/json')) fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    void json(request, body as string, (error, value) => (error ? done(null, new UnparsedBody(error)) : done(null, value)));
  });
}
