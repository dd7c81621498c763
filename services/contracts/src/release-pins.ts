import { z } from 'zod/mini';
import { httpUrl } from './release-fields.js';
import { releaseRemoteSchema, releaseVersionSchema } from './releases.js';

/* ---------- pinned versions (a signed link puts one visitor on one version, for testing) ---------- */

export const releasePinSchema = z.object({
  remote: releaseRemoteSchema,
  version: releaseVersionSchema,
  manifestUrl: httpUrl('manifestUrl'),
  /** Milliseconds since the epoch after which the pin no longer counts. */
  expiresAt: z.number(),
});
export type ReleasePin = z.infer<typeof releasePinSchema>;

/** The query parameter of a pin link; the site server turns it into a cookie. */
export const RELEASE_PIN_PARAM = 'release-pin';

const encoder = new TextEncoder();
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const hmacKey = (secret: string) => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(data)));
}

/** `<payload>.<HMAC-SHA256>`, both base64url: what a pin link carries (signed by the API, checked by the site server). */
export async function signReleasePin(pin: ReleasePin, secret: string): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify(releasePinSchema.parse(pin))));
  return `${payload}.${base64url(await hmac(secret, payload))}`;
}

/** The pin, when the value is signed with this secret, well formed and not expired; else null. */
export async function verifyReleasePin(value: string, secret: string, now = Date.now()): Promise<ReleasePin | null> {
  const [payload, signature, ...rest] = value.split('.');
  if (!payload || !signature || rest.length > 0 || value.length > 2048) return null;
  try {
    // WebCrypto's verify compares in constant time (a byte-by-byte compare would leak how much of a guess is right).
    if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), fromBase64url(signature), encoder.encode(payload)))) return null;
    const parsed = releasePinSchema.safeParse(JSON.parse(new TextDecoder().decode(fromBase64url(payload))));
    return parsed.success && parsed.data.expiresAt > now ? parsed.data : null;
  } catch {
    return null;
  }
}
