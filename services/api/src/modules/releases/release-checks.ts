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

async function fetchOk(url: string, what: string, options: ReleaseCheckOptions): Promise<Response> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'error' });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : 'the server could not be reached';
    throw new ReleaseRefused(`The ${what} at ${url} is unreachable: ${reason}.`);
  }
  if (!response.ok) throw new ReleaseRefused(`The ${what} at ${url} answered ${response.status}; upload the build there first.`);
  return response;
}

async function fetchJson<T>(url: string, what: string, schema: z.core.$ZodType<T>, options: ReleaseCheckOptions): Promise<T> {
  const response = await fetchOk(url, what, options);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ReleaseRefused(`The ${what} at ${url} is not JSON.`);
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReleaseRefused(`The ${what} at ${url} is not valid: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unexpected content'}.`);
  }
  return parsed.data;
}

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
  if (!built || built.major !== api.major) problems.push(`contracts: built against ${contractsVersion}, the API speaks ${CONTRACTS_VERSION} (the major versions must match)`);
  else if (built.minor > api.minor) problems.push(`contracts: built against ${contractsVersion}, newer than the API's ${CONTRACTS_VERSION}; release the API first`);
  return problems;
}

const sri = (bytes: ArrayBuffer) => `sha384-${createHash('sha384').update(Buffer.from(bytes)).digest('base64')}`;

/** Runs every check on a release of `remote` from `manifestUrl`; throws ReleaseRefused with the first failing reason. */
export async function checkRelease(remote: string, manifestUrl: string, options: ReleaseCheckOptions): Promise<CheckedRelease> {
  if (!originAllowed(manifestUrl, options.allowedOrigins)) {
    throw new ReleaseRefused(`${new URL(manifestUrl).origin} is not an allowed origin for releases (allowed: ${options.allowedOrigins.join(', ')}); ask a platform engineer to add it to RELEASE_ALLOWED_ORIGINS.`);
  }
  if (!new URL(manifestUrl).pathname.endsWith('/mf-manifest.json')) throw new ReleaseRefused('manifestUrl must point at the build\'s mf-manifest.json.');
  const manifest = await fetchJson(manifestUrl, 'manifest', manifestSchema, options);
  if (manifest.metaData.name !== remote) throw new ReleaseRefused(`That manifest is ${manifest.metaData.name}'s, not ${remote}'s.`);
  const info = await fetchJson(new URL('release.json', manifestUrl).href, 'release.json (build metadata, written by the build)', releaseBuildInfoSchema, options);
  if (info.remote !== remote) throw new ReleaseRefused(`release.json names ${info.remote}, not ${remote}.`);

  const entry = entryUrl(manifestUrl, manifest);
  if (new URL(entry).origin !== new URL(manifestUrl).origin) throw new ReleaseRefused('The remote entry must be served from the manifest\'s own origin.');
  if (new URL(info.entry.file, manifestUrl).href !== entry) throw new ReleaseRefused(`release.json describes ${info.entry.file} but the manifest's entry is ${manifest.metaData.remoteEntry.name}: upload the build's files together.`);
  const integrity = sri(await (await fetchOk(entry, 'remote entry', options)).arrayBuffer());
  if (integrity !== info.entry.integrity) {
    throw new ReleaseRefused(`The remote entry at ${entry} does not match the build (integrity ${integrity}, the build recorded ${info.entry.integrity}); upload the build again, unchanged.`);
  }

  const shell = await fetchJson(options.shellManifestUrl, "shell's manifest", shellManifestSchema, options);
  const problems = skewProblems(manifest.shared, shell.shared, info.contractsVersion);
  if (problems.length > 0) throw new ReleaseRefused(`The build does not fit the running site: ${problems.join('; ')}.`);
  return { info, shared: Object.fromEntries(manifest.shared.map((lib) => [lib.name, lib.version])) };
}
