import type { RemotesConfig } from '@launchops/kit';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageSecurityHeaders } from '../security-policy.js';
import { isBuildOnlyFile } from '../static-server.js';

const BAD_ADDRESS = 'That address is not valid: a "%" must start an escape like %25 (URL-encode the query string).';
function badAddress(request: FastifyRequest, reply: FastifyReply) {
  reply.status(400).header('Cache-Control', 'no-store');
  return request.url.startsWith('/api/') ? reply.send({ statusCode: 400, message: BAD_ADDRESS }) : reply.type('text/plain; charset=utf-8').send(BAD_ADDRESS);
}

/** Whether every %-escape of a request's path and query is complete and decodes to UTF-8. */
function isWellEncoded(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/** Fastify's `frameworkErrors`: the router refuses a path it cannot decode before any hook runs, so say what is wrong with it. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') return void badAddress(request, reply);
  const status = error.statusCode ?? 500;
  void reply.status(status).header('Cache-Control', 'no-store').send({ statusCode: status, message: error.message });
}

export interface SecurityHeadersOptions {
  /** The remotes a request's page may load from (its CSP names their origins). */
  remotesFor(request: FastifyRequest): Promise<RemotesConfig>;
}

/** Refuses malformed addresses and build-only files, and sets the CSP and the other security headers on every page and file. */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { remotesFor }) => {
    app.addHook('onRequest', async (request, reply) => {
      // A stray `%` (or invalid UTF-8) in the path or query breaks decoding further on (the proxy would answer 500).
      if (!isWellEncoded(request.url)) return badAddress(request, reply);
      if (isBuildOnlyFile(request.url)) return reply.status(404).type('text/plain').send('Not found');
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) reply.headers(pageSecurityHeaders(await remotesFor(request)));
      return payload;
    });
  },
  { name: 'security-headers' },
);
