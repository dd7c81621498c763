import { createHash } from 'node:crypto';
import { type RemotesConfig, THEME_BOOT_SCRIPT } from '@launchops/kit';

/**
 * The one definition of the headers a page of the site carries, used by the edge (plugins/security-headers.ts) and by
 * each remote's own server (static-server.ts: its standalone pages on :8081-8084 and in its image).
 */

const BOOT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/** Content-Security-Policy allowing exactly the given remotes' origins besides the page's own (none: its own only). */
export function contentSecurityPolicy(remotes: RemotesConfig = {}): string {
  const origins = [
    ...new Set(
      Object.values(remotes)
        .filter((u): u is string => !!u)
        .map((u) => new URL(u).origin),
    ),
  ];
  const list = (...items: string[]) => [...items, ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", BOOT_HASH)}`,
    // emotion injects <style> elements at run time
    `style-src ${list("'self'", "'unsafe-inline'")}`,
    `connect-src ${list("'self'")}`,
    `img-src ${list("'self'", 'data:')}`,
    `font-src ${list("'self'", 'data:')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header of a page that may load the given remotes: no framing, no sniffing, no full address sent on. */
export function pageSecurityHeaders(remotes: RemotesConfig = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(remotes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
