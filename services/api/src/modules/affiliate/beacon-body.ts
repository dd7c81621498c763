import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Route config (`@RouteConfig(BEACON_JSON)`) for routes that accept `navigator.sendBeacon`: a beacon
 * sends its JSON as text/plain (a CORS-safelisted type, so no preflight), which these routes parse as JSON.
 */
export const BEACON_JSON = { beaconJson: true } as const;

const REGISTERED = Symbol.for('launchops.beaconJsonParser');

/**
 * Replaces Fastify's text/plain parser: on routes marked with BEACON_JSON the body is parsed with
 * Fastify's own JSON parser (same errors, same prototype-poisoning checks); elsewhere it stays a string.
 */
export function registerBeaconJsonParser(fastify: FastifyInstance): void {
  const holder = fastify as FastifyInstance & { [REGISTERED]?: boolean };
  if (holder[REGISTERED]) return;
  holder[REGISTERED] = true;
  const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig as {
    onProtoPoisoning?: 'error' | 'remove' | 'ignore';
    onConstructorPoisoning?: 'error' | 'remove' | 'ignore';
  };
  const json = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  if (fastify.hasContentTypeParser('text/plain')) fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('text/plain', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const config = request.routeOptions.config as { beaconJson?: boolean } | undefined;
    if (config?.beaconJson) {
      void json(request, body as string, done);
      return;
    }
    done(null, body);
  });
}
