import { createHash } from 'node:crypto';
import { CONTRACTS_VERSION, type ReleaseBuildInfo, releaseBuildInfoSchema } from '@launchops/contracts';
import semver from 'semver';
import { z } from 'zod';

/**
 * What a release must pass before it is stored: its manifest and release.json are reachable and valid, it
 * comes from an allowed origin, its entry file is the one the build hashed, and it agrees with the shell
 * (shared libraries) and the API (contracts). Every refusal says why, in words a team can act on.
 */
export class ReleaseRefused extends Error {}

/** The part of a Module Federation mf-manifest.json read here. */
const sharedSchema = z.array(
  z.object({
    name: z.string(),
    version: z.string(),
    requiredVersion: z.string().optional(),
    singleton: z.boolean().optional(),
  }),
);
const manifestSchema = z.object({
  metaData: z.object({
    name: z.string(),
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
  }),
  shared: sharedSchema,
});
const shellManifestSchema = z.object({ shared: sharedSchema });

export interface CheckedRelease {
  info: ReleaseBuildInfo;
  /** Shared library -> the version the remote was built with. */
  shared: Record<string, string>;
}

export interface ReleaseCheckOptions {
  allowedOrigins: readonly string[];
  shellManifestUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** `http://localhost:*` takes any port of that host; other entries are exact origins. */
export function originAllowed(url: string, allowed: readonly string[]): boolean {
  const { origin, protocol, hostname } = new URL(url);
  return allowed.some((entry) => (entry.endsWith(':*') ? `${protocol}//${hostname}` === entry.slice(0, -2) : origin === entry));
}

/** The most a release reads of any one file (a manifest is a few kB, a remote entry some tens). */
export const RELEASE_FILE_MAX_BYTES = 1024 * 1024;

/**
 * A file that could not be read. Whatever the cause (no server, not HTTP, an error status, a redirect, too large,
 * too slow, not the expected JSON) the team is told the same thing: distinct answers would let a token probe
 * which ports of the API's network are open and what they serve. The cause is kept for the API's log.
 */
class Unreadable extends ReleaseRefused {
  constructor(
    url: string,
    what: string,
    options: ReleaseCheckOptions,
    readonly reason: string,
  ) {
    super(
      `The ${what} at ${url} could not be read: it must answer 200 with the build's own file (no redirect), within ${options.timeoutMs} ms ` +
        `and at most ${Math.round(RELEASE_FILE_MAX_BYTES / 1024)} kB; upload the build there first, unchanged.`,
    );
  }
}

/** The file's bytes, read without following redirects and cut off (the connection closed) past the size cap. */
async function fetchBytes(url: string, what: string, options: ReleaseCheckOptions): Promise<Buffer> {
  const controller = new AbortController();
  const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(options.timeoutMs)]);
  try {
    const response = await (options.fetch ?? fetch)(url, { signal, redirect: 'error' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > RELEASE_FILE_MAX_BYTES) throw new Error('declared too large');
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > RELEASE_FILE_MAX_BYTES) throw new Error('too large');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    throw new Unreadable(url, what, options, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  } finally {
    controller.abort();
  }
}

async function fetchJson<T>(url: string, what: string, schema: z.core.$ZodType<T>, options: ReleaseCheckOptions): Promise<T> {
  const bytes = await fetchBytes(url, what, options);
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Unreadable(url, what, options, 'not JSON');
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Unreadable(url, what, options, `not valid: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unexpected content'}`);
  }
  return parsed.data;
}

/** The cause behind a refusal, for the API's log (the same as its message but for an unreadable file). */
export const refusalCause = (error: ReleaseRefused): string => (error instanceof Unreadable ? error.reason : error.message);

/** The entry file's address: beside the manifest when publicPath is "auto", else under publicPath. */
function entryUrl(manifestUrl: string, manifest: z.infer<typeof manifestSchema>): string {
  const { publicPath, remoteEntry } = manifest.metaData;
  const file = remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/${remoteEntry.name}` : remoteEntry.name;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  return new URL(file, base).href;
}

/**
 * The skew guard. A remote shares its libraries with the shell as singletons, so the shell's copy is the one
 * that runs: each library the remote shares must be provided by the shell at a version inside the range the
 * remote asked for. The remote calls this API through the contracts: the same major version, and no newer
 * minor than the API's (a newer one may call routes this API does not have).
 */
export function skewProblems(remoteShared: z.infer<typeof sharedSchema>, shellShared: z.infer<typeof sharedSchema>, contractsVersion: string): string[] {
  const problems: string[] = [];
  const provided = new Map(shellShared.map((lib) => [lib.name, lib.version]));
  for (const lib of remoteShared) {
    const range = lib.requiredVersion || `^${lib.version}`;
    const shellVersion = provided.get(lib.name);
    if (!shellVersion) problems.push(`${lib.name} is shared by the remote but the shell does not provide it`);
    else if (!semver.satisfies(shellVersion, range)) problems.push(`${lib.name}: the remote needs ${range}, the shell provides ${shellVersion}`);
  }
  const api = semver.parse(CONTRACTS_VERSION)!;
  const built = semver.parse(contractsVersion);
  if (!built || built.major !== api.major)
    problems.push(`contracts: built against ${contractsVersion}, the API speaks ${CONTRACTS_VERSION} (the major versions must match)`);
  else if (built.minor > api.minor)
    problems.push(`contracts: built against ${contractsVersion}, newer than the API's ${CONTRACTS_VERSION}; release the API first`);
  return problems;
}

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Runs every check on a release of `remote` from `manifestUrl`; throws ReleaseRefused with the first failing reason. */
export async function checkRelease(remote: string, manifestUrl: string, options: ReleaseCheckOptions): Promise<CheckedRelease> {
  if (!originAllowed(manifestUrl, options.allowedOrigins)) {
    throw new ReleaseRefused(
      `${new URL(manifestUrl).origin} is not an allowed origin for releases (allowed: ${options.allowedOrigins.join(', ')}); ask a platform engineer to add it to RELEASE_ALLOWED_ORIGINS.`,
    );
  }
  if (!new URL(manifestUrl).pathname.endsWith('/mf-manifest.json')) throw new ReleaseRefused("manifestUrl must point at the build's mf-manifest.json.");
  const manifest = await fetchJson(manifestUrl, 'manifest', manifestSchema, options);
  if (manifest.metaData.name !== remote) throw new ReleaseRefused(`That manifest is ${manifest.metaData.name}'s, not ${remote}'s.`);
  const info = await fetchJson(
    new URL('release.json', manifestUrl).href,
    'release.json (build metadata, written by the build)',
    releaseBuildInfoSchema,
    options,
  );
  if (info.remote !== remote) throw new ReleaseRefused(`release.json names ${info.remote}, not ${remote}.`);

  const entry = entryUrl(manifestUrl, manifest);
  if (new URL(entry).origin !== new URL(manifestUrl).origin) throw new ReleaseRefused("The remote entry must be served from the manifest's own origin.");
  if (new URL(info.entry.file, manifestUrl).href !== entry)
    throw new ReleaseRefused(
      `release.json describes ${info.entry.file} but the manifest's entry is ${manifest.metaData.remoteEntry.name}: upload the build's files together.`,
    );
  const integrity = sri(await fetchBytes(entry, 'remote entry', options));
  if (integrity !== info.entry.integrity) {
    throw new ReleaseRefused(
      `The remote entry at ${entry} does not match the build (integrity ${integrity}, the build recorded ${info.entry.integrity}); upload the build again, unchanged.`,
    );
  }

  const shell = await fetchJson(options.shellManifestUrl, "shell's manifest", shellManifestSchema, options);
  const problems = skewProblems(manifest.shared, shell.shared, info.contractsVersion);
  if (problems.length > 0) throw new ReleaseRefused(`The build does not fit the running site: ${problems.join('; ')}.`);
  return { info, shared: Object.fromEntries(manifest.shared.map((lib) => [lib.name, lib.version])) };
}
