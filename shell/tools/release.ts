import {
  canaryInputSchema,
  createdReleaseTokenSchema,
  type LiveReleases,
  liveReleasesSchema,
  pinLinkSchema,
  releaseInputSchema,
  releaseRemoteSchema,
  type RemoteReleases,
  remoteReleasesSchema,
  releaseTokenSchema,
  releaseVersionSchema,
  rollbackInputSchema,
} from '@launchops/contracts';
import { portFromEnv } from '@launchops/kit/ports';
import { z } from 'zod';
import { isLocalAddress, localReleaseTokenFile, readLocalReleaseToken } from './local-release-token.js';

/**
 * `npm run release -- ...`: a team releases, canaries and rolls back its own remote; platform engineers manage
 * tokens. Talks to the release registry (/api/releases) through the site, with RELEASE_TOKEN.
 */
export const USAGE = `Usage: npm run release -- <command>

  <remote> <manifest-url>                 release a build and make it live
  rollback <remote> [version]             back to the version before, or to a named one
  canary <remote> <version|manifest-url> <percent>
                                          a version for a share of visitors
  canary <remote> off                     ends the canary (the live version stays)
  status [remote]                         what is live, on canary and released, and the history
  pin-link <remote> <version>             a link that shows that version to whoever opens it
  token create <remote|admin> <label>     a team's deploy token (or a platform admin's); shown once
  token list | token revoke <id>          (platform admin)

Options: --expect <version|none>  refuse (409) unless this is still the live version
Environment: RELEASE_TOKEN (on this machine's npm start: read from its local admin token file when unset),
             RELEASE_API (default: the site on this machine, http://localhost:SITE_PORT/api)`;

const NO_TOKEN = "Set RELEASE_TOKEN to your team's release token (a platform engineer creates it with: npm run release -- token create <remote> <label>).";

const envSchema = z.object({
  RELEASE_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
  RELEASE_API: z.url({ protocol: /^https?$/, error: "RELEASE_API must be the http(s) URL of the site's /api" }).optional(),
});

const percentSchema = z.coerce
  .number()
  .int('percent must be a whole number from 0 to 100')
  .min(0, 'percent must be 0 to 100')
  .max(100, 'percent must be 0 to 100');

export class UsageError extends Error {}

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  schema: z.core.$ZodType<unknown>;
  show: (body: never) => string;
}

const parse = <T>(schema: z.core.$ZodType<T>, value: unknown, what: string): T => {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new UsageError(`${what}: ${result.error.issues[0]?.message ?? 'not valid'}`);
  return result.data;
};

/** One line per version and event: what a person reads in a terminal. */
export function describeRemote(status: RemoteReleases): string {
  const lines = [
    `${status.remote}: live ${status.live ?? '(none)'}${status.canary ? `, canary ${status.canary.version} for ${status.canary.percent}% of visitors` : ''}`,
  ];
  for (const v of status.versions.slice(0, 10))
    lines.push(`  ${v.version.padEnd(24)} ${v.commit.slice(0, 12).padEnd(12)} built ${v.builtAt}  ${v.manifestUrl}`);
  if (status.history.length) lines.push('  history:');
  for (const e of status.history.slice(0, 10)) {
    lines.push(`    ${e.at}  ${e.action.padEnd(13)} ${e.fromVersion ?? '-'} -> ${e.toVersion ?? '-'}  by ${e.actor}${e.reason ? ` (${e.reason})` : ''}`);
  }
  return lines.join('\n');
}

const describeLive = (live: LiveReleases) =>
  Object.entries(live.remotes)
    .map(
      ([remote, entry]) =>
        `${remote.padEnd(16)} live ${entry.live?.version ?? '(none)'}${entry.canary ? `, canary ${entry.canary.version} (${entry.canary.percent}%)` : ''}`,
    )
    .join('\n') || 'Nothing released yet: the site serves its own remotes config.';

const remote = (value: string | undefined) => parse(releaseRemoteSchema, value, 'remote');
const released = { schema: remoteReleasesSchema, show: describeRemote };

/** `canary <remote> <version|manifest-url> <percent>`, or `canary <remote> off`. */
function canaryCall(rest: readonly string[], cas: { expectedLiveVersion?: string | null }): Call {
  const [name, target, percent] = rest;
  if (target === 'off' && percent === undefined) {
    return { method: 'POST', path: `/releases/${remote(name)}/canary`, body: parse(canaryInputSchema, { percent: 0, ...cas }, 'canary'), ...released };
  }
  if (!target || percent === undefined) throw new UsageError('canary takes <remote> <version|manifest-url> <percent>, or <remote> off');
  const which = /^https?:\/\//.test(target) ? { manifestUrl: target } : { version: target };
  return {
    method: 'POST',
    path: `/releases/${remote(name)}/canary`,
    body: parse(canaryInputSchema, { ...which, percent: parse(percentSchema, percent, 'percent'), ...cas }, 'canary'),
    ...released,
  };
}

/** `token create|list|revoke ...`. */
function tokenCall(rest: readonly string[]): Call {
  const [action, first, ...label] = rest;
  if (action === 'list') {
    return {
      method: 'GET',
      path: '/releases/tokens',
      schema: z.array(releaseTokenSchema),
      show: (tokens: Array<z.infer<typeof releaseTokenSchema>>) =>
        tokens
          .map((t) => `${String(t.id).padStart(4)}  ${(t.remote ?? 'admin').padEnd(16)} ${t.label}${t.revokedAt ? `  (revoked ${t.revokedAt})` : ''}`)
          .join('\n') || 'No tokens.',
    };
  }
  if (action === 'revoke')
    return {
      method: 'DELETE',
      path: `/releases/tokens/${parse(z.coerce.number().int().positive(), first, 'token id')}`,
      schema: releaseTokenSchema,
      show: () => `Token ${first} revoked.`,
    };
  if (action === 'create') {
    return {
      method: 'POST',
      path: '/releases/tokens',
      body: { remote: first === 'admin' ? null : remote(first), label: label.join(' ') },
      schema: createdReleaseTokenSchema,
      show: (t: z.infer<typeof createdReleaseTokenSchema>) =>
        `Token ${t.id} for ${t.remote ?? 'platform admins'} ("${t.label}"). Keep it secret; it is not shown again:\n${t.token}`,
    };
  }
  throw new UsageError('token takes create, list or revoke');
}

/** The HTTP call a command line stands for. */
export function planCall(argv: readonly string[]): Call {
  const args = [...argv];
  let expected: string | null | undefined;
  const at = args.indexOf('--expect');
  if (at >= 0) {
    const value = args[at + 1];
    if (!value) throw new UsageError('--expect needs the live version you expect (or none)');
    expected = value === 'none' ? null : parse(releaseVersionSchema, value, '--expect');
    args.splice(at, 2);
  }
  const cas = expected === undefined ? {} : { expectedLiveVersion: expected };
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
      throw new UsageError(USAGE);
    case 'rollback': {
      const [name, version] = rest;
      return {
        method: 'POST',
        path: `/releases/${remote(name)}/rollback`,
        body: parse(rollbackInputSchema, { ...(version ? { version } : {}), ...cas }, 'rollback'),
        ...released,
      };
    }
    case 'canary':
      return canaryCall(rest, cas);
    case 'status':
      return rest[0]
        ? { method: 'GET', path: `/releases/${remote(rest[0])}`, ...released }
        : { method: 'GET', path: '/releases/live', schema: liveReleasesSchema, show: describeLive };
    case 'pin-link': {
      const [name, version] = rest;
      return {
        method: 'POST',
        path: `/releases/${remote(name)}/pin-link`,
        body: { version: parse(releaseVersionSchema, version, 'version') },
        schema: pinLinkSchema,
        show: (link: z.infer<typeof pinLinkSchema>) => `${link.url}\n(valid until ${link.expiresAt})`,
      };
    }
    case 'token':
      return tokenCall(rest);
    default: {
      const [manifestUrl] = rest;
      if (!manifestUrl) throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
      return { method: 'POST', path: `/releases/${remote(command)}`, body: parse(releaseInputSchema, { manifestUrl, ...cas }, 'release'), ...released };
    }
  }
}

/** Runs a command line against the registry; resolves to what to print, rejects with a message for the person. */
export async function runRelease(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const call = planCall(argv);
  const { RELEASE_TOKEN: given, RELEASE_API } = parse(envSchema, env, 'environment');
  const base = (RELEASE_API ?? `http://localhost:${portFromEnv('SITE_PORT', env)}/api`).replace(/\/$/, '');
  // On this machine's `npm start`, its local admin token (never sent to another host).
  const RELEASE_TOKEN = given ?? (isLocalAddress(base) ? await readLocalReleaseToken(env) : undefined);
  if (!RELEASE_TOKEN) {
    throw new Error(
      isLocalAddress(base) ? `${NO_TOKEN} Or start the site here with npm start, which keeps a local admin token in ${localReleaseTokenFile(env)}.` : NO_TOKEN,
    );
  }
  let response: Response;
  try {
    response = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers: { authorization: `Bearer ${RELEASE_TOKEN}`, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new Error(`The release registry at ${base} is not reachable. Is the site running (npm start), or is RELEASE_API right?`);
  }
  const body = (await response.json().catch(() => undefined)) as { message?: string | string[] } | undefined;
  if (!response.ok) {
    const message = Array.isArray(body?.message) ? body.message.join('; ') : body?.message;
    throw new Error(`Refused (${response.status}): ${message ?? response.statusText}`);
  }
  return call.show(parse(call.schema, body, "the registry's answer") as never);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(await runRelease(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof UsageError && error.message === USAGE ? 0 : 1);
  }
}
