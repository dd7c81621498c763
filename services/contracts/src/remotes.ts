import { z } from 'zod';

/** Module Federation names of the remotes the shell knows how to place. */
export const REMOTE_NAMES = ['mf_checklist', 'mf_catalog', 'mf_content', 'mf_consulting'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** /remotes.json: remote name -> URL of its mf-manifest.json. Unknown names are refused. */
export const remotesConfigSchema = z.strictObject(
  Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      z
        .url({ protocol: /^https?$/, error: `${name} must be an http(s) URL of an mf-manifest.json` })
        .optional(),
    ]),
  ) as Record<RemoteName, z.ZodOptional<z.ZodURL>>,
);
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
