import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVED_PREMIUM } from './entitlement.guards.js';

/** The webhook's body exactly as received: its signature is over these bytes, not over re-serialized JSON. */
export const RAW_WEBHOOK_BODY = Symbol('raw webhook body');
export const WEBHOOK_PATH = '/api/billing/webhook';
const MAX_WEBHOOK_BYTES = 1024 * 1024;

/**
 * Keeps the webhook route's raw bytes (before the JSON parser sees them) and marks premium articles private: both
 * are Fastify hooks, registered once per server.
 */
export function registerBillingHooks(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (request: FastifyRequest & { [RAW_WEBHOOK_BODY]?: Buffer }, _reply, payload) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== WEBHOOK_PATH) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > MAX_WEBHOOK_BYTES) break;
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    request[RAW_WEBHOOK_BODY] = body;
    const replay = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
    replay.receivedEncodedLength = body.length;
    return replay;
  });
  // A premium article is one visitor's answer: never kept by a shared cache (a CDN) for the next visitor.
  fastify.addHook('onSend', async (request: FastifyRequest & { [SERVED_PREMIUM]?: boolean }, reply, payload) => {
    if (request[SERVED_PREMIUM]) reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
}
