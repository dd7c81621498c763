import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a shared cache may keep serving an expired copy while it asks for a fresh one. */
const STALE_SECONDS = 300;

/** A response body serialized once, with its ETag, for read-mostly content held in memory. */
export class CachedJson {
  readonly body: string;
  readonly etag: string;

  constructor(value: unknown) {
    this.body = JSON.stringify(value);
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  /**
   * Sends the body, or 304 when the client already has this version. The same for everybody (no visitor cookie
   * is read or set on these routes), so a browser and a shared cache (a CDN) may keep it for `maxAgeSeconds`, then
   * serve it while they check it again for a further STALE_SECONDS; a change reaches every API replica at once
   * (ContentChangesService) and so every cache within max-age.
   */
  send(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds = 60): FastifyReply {
    reply.header('ETag', this.etag);
    reply.header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${STALE_SECONDS}`);
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === this.etag)) {
      return reply.status(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(this.body);
  }
}
