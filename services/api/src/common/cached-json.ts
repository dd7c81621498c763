import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheLookups } from './telemetry/metrics.js';

/** How long a shared cache may keep serving an expired copy while it asks for a fresh one. */
const STALE_SECONDS = 300;
/** Smaller bodies are sent as they are: compressing them saves less than the header costs. */
const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The encodings an Accept-Encoding header allows, best first (`br` before `gzip`; `q=0` refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  if (!header) return [];
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  const all = accepted.has('*');
  return ENCODINGS.filter((encoding) => accepted.has(encoding) || all);
}

/**
 * A response body serialized once, with its ETag, for read-mostly content held in memory. Bodies over 1 kB are
 * also compressed once (brotli at its best quality, gzip at 9), off the event loop, on first use; until those are
 * ready the body goes out as it is. The site's edge passes an encoded body through without compressing it again.
 */
export class CachedJson {
  readonly body: string;
  readonly etag: string;
  private readonly raw: Buffer;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};
  private compressing: Promise<void> | undefined;

  constructor(value: unknown) {
    this.body = JSON.stringify(value);
    this.raw = Buffer.from(this.body);
    this.etag = `"${createHash('sha1').update(this.raw).digest('base64url')}"`;
  }

  private etagOf(encoding: Encoding): string {
    return `${this.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
  }

  /** Resolves when the compressed copies exist (they are made on the first send anyway; tests wait for them). */
  compressed(): Promise<void> {
    if (this.raw.length < COMPRESS_MIN_BYTES) return Promise.resolve();
    this.compressing ??= Promise.all([
      brotli(this.raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
      }).then((body) => {
        this.encoded.br = body;
      }),
      gzipAsync(this.raw, { level: 9 }).then((body) => {
        this.encoded.gzip = body;
      }),
    ]).then(
      () => undefined,
      // Compression failing is not the visitor's problem: the plain body keeps being sent.
      () => undefined,
    );
    return this.compressing;
  }

  /**
   * Sends the body, or 304 when the client already has this version. The same for everybody (no visitor cookie
   * is read or set on these routes), so a browser and a shared cache (a CDN) may keep it for `maxAgeSeconds`, then
   * serve it while they check it again for a further STALE_SECONDS; a change reaches every API replica at once
   * (ContentChangesService) and so every cache within max-age.
   */
  send(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds = 60): FastifyReply {
    reply.header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${STALE_SECONDS}`);
    const compressible = this.raw.length >= COMPRESS_MIN_BYTES;
    if (compressible) {
      reply.header('Vary', 'Accept-Encoding');
      void this.compressed();
    }
    // Each encoding is its own representation, so its own tag; any of them still current is a 304.
    const match = request.headers['if-none-match'];
    if (match) {
      const tags = new Set(match.split(',').map((tag) => tag.trim()));
      const current = [this.etag, ...ENCODINGS.map((encoding) => this.etagOf(encoding))].find((tag) => tags.has(tag));
      if (current) {
        cacheLookups.inc({ cache: 'etag', result: 'hit' });
        return reply.header('ETag', current).status(304).send();
      }
    }
    cacheLookups.inc({ cache: 'etag', result: 'miss' });
    reply.type('application/json; charset=utf-8');
    if (compressible) {
      for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
        const body = this.encoded[encoding];
        if (body) return reply.header('ETag', this.etagOf(encoding)).header('Content-Encoding', encoding).send(body);
      }
    }
    return reply.header('ETag', this.etag).send(this.raw);
  }
}
