import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, CachedJson } from './cached-json.js';

describe('acceptedEncodings', () => {
  it('reads what a browser sends, best first, and honours q=0 and *', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('BR')).toEqual(['br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
  });
});

describe('CachedJson', () => {
  const large = new CachedJson({ tasks: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Task number ${i}`, text: 'word '.repeat(20) })) });
  const small = new CachedJson({ status: 'ok' });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.get('/large', (request, reply) => large.send(request, reply));
    app.get('/small', (request, reply) => small.send(request, reply));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends the plain body until the compressed copies are ready, then the best one the client accepts', async () => {
    const fresh = new CachedJson({ words: 'many words '.repeat(500) });
    const scope = Fastify();
    scope.get('/', (request, reply) => fresh.send(request, reply));
    const first = await scope.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body).toBe(fresh.body);
    await fresh.compressed();
    const second = await scope.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(fresh.body);
    await scope.close();
  });

  it('gives brotli, gzip or the plain body by Accept-Encoding, each with its own ETag, and Vary', async () => {
    await large.compressed();
    const br = await get('/large', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/large', { 'accept-encoding': 'gzip' });
    const plain = await get('/large');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(large.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(large.body);
    expect(plain.body).toBe(large.body);
    expect(br.rawPayload.length).toBeLessThan(large.body.length / 5);
    for (const res of [br, gz, plain]) {
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);
    }
    const tags = [br, gz, plain].map((res) => res.headers['etag']);
    expect(new Set(tags).size).toBe(3);
    expect(plain.headers['etag']).toBe(large.etag);
    // Any of the current tags is a 304, answered with the tag it matched.
    for (const tag of tags) {
      const again = await get('/large', { 'if-none-match': `"stale", ${tag}`, 'accept-encoding': 'br' });
      expect(again.statusCode).toBe(304);
      expect(again.headers['etag']).toBe(tag);
      expect(again.body).toBe('');
    }
    expect((await get('/large', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('sends a small body as it is, without Vary', async () => {
    const res = await get('/small', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['etag']).toBe(small.etag);
  });
});
