import type { FastifyError, FastifyInstance } from 'fastify';

/** The API's own limit (services/api BODY_LIMIT_BYTES): a larger body is refused here, before it travels. */
export const API_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The API parses bodies itself: in `scope` they pass through as bytes, at most `bodyLimit` (413 at once when the
 * declared length is larger, without reading the body), and errors are answered as the API would (JSON, no-store).
 */
export function passApiBodiesThrough(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, payload, done) => done(null, payload));
  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    const message =
      status === 413
        ? `That request is too large: the API accepts at most ${Math.round(bodyLimit / 1024)} kB.`
        : status < 500
          ? error.message
          : 'Something went wrong.';
    if (status === 413) reply.header('Connection', 'close');
    return reply.status(status).header('Cache-Control', 'no-store').send({ statusCode: status, message });
  });
}
