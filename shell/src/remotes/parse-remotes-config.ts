import { type RemotesConfig, remotesConfigSchema } from '@launchops/kit';

/** Validates /remotes.json; each problem names its path and its fix. */
export function parseRemotesConfig(input: unknown): RemotesConfig {
  const parsed = remotesConfigSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(`remotes.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}
