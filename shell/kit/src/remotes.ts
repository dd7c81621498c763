import { z } from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from './roster.js';

/** A DNS name or IPv4 address (letters, digits, dots, hyphens), or a bracketed IPv6 address. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/;

/**
 * Each URL's origin goes into the site's Content-Security-Policy, so the host must be a plain one: a `;`
 * would start a new directive (`sandbox` blanks the site), a `*` would allow scripts from anywhere.
 */
function hasPlainHost(value: string): boolean {
  try {
    const url = new URL(value);
    return PLAIN_HOST.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

const manifestUrl = (name: RemoteName) => {
  const plainHost = `${name} must name a plain host (letters, digits, dots and hyphens; no credentials, *, ; or spaces)`;
  return z.pipe(
    // The URL parser drops tabs and newlines silently (and z.url returns its normalised form): refuse them first.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
    z.string().check(z.refine((value) => !/[\s\u0000-\u001f\u007f]/.test(value), { error: plainHost })),
    z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL of an mf-manifest.json` }).check(z.refine(hasPlainHost, { error: plainHost })),
  );
};

/**
 * /remotes.json: remote name -> URL of its mf-manifest.json. Unknown names are refused, and each
 * failure names its fix.
 */
export const remotesConfigSchema = z.strictObject(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, z.optional(manifestUrl(name))])) as Record<
    RemoteName,
    z.ZodMiniOptional<ReturnType<typeof manifestUrl>>
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown remote name(s): ${issue.keys.join(', ')}; the known names are ${REMOTE_NAMES.join(', ')}`
        : 'remotes.json must be an object of remote name -> manifest URL',
  },
);
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
