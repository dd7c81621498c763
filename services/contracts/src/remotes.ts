import { z } from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from './remote-names.js';

/**
 * /remotes.json: remote name -> URL of its mf-manifest.json. Unknown names are refused, and each
 * failure names its fix.
 */
export const remotesConfigSchema = z.strictObject(
  Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, z.optional(z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL of an mf-manifest.json` }))]),
  ) as Record<RemoteName, z.ZodMiniOptional<z.ZodMiniURL>>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown remote name(s): ${issue.keys.join(', ')}; the known names are ${REMOTE_NAMES.join(', ')}`
        : 'remotes.json must be an object of remote name -> manifest URL',
  },
);
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
