import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body serialized once, with its ETag, for read-mostly content held in memory. */
export class CachedJson {
  readonly body: string;
  readonly etag: string;

  constructor(value: unknown) {
    this.body = JSON.stringify(value);
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  /** Sends the body, or 304 when the client already has this version. */
  send(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds = 60): FastifyReply {
    reply.header('ETag', this.etag);
    reply.header('Cache-Control', `private, max-age=${maxAgeSeconds}, must-revalidate`);
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === this.etag)) {
      return reply.status(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(this.body);
  }
}
