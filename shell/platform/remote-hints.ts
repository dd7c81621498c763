import type { RemoteName, RemotesConfig } from '@launchops/contracts';
import { z } from 'zod';
import { remoteForPath } from '../src/remotes/remote-sections.js';

/**
 * What the site's HTML tells the browser before the shell runs: the remotes config (so the shell
 * need not fetch /remotes.json before its first remote) and, for a route a remote owns, a preload
 * of that remote's manifest and, when the edge could read that manifest just now, of the remote's
 * entry and the scripts of its `routes` module: all fetched in parallel with the shell's own code
 * instead of one after another.
 *
 * Scripts are preloaded only from a manifest the edge has just read (the remote is up): a preloaded
 * script that fails stays failed in the page's preload cache, so the slot's Retry could not recover
 * without a reload. A remote the edge cannot reach gets the manifest preload alone, which the first
 * attempt consumes, failed or not, and a retry fetches afresh.
 */
export function remoteHeadTags(pathname: string, remotes: RemotesConfig, scripts: readonly string[] = []): string {
  // JSON in a non-executable script: CSP does not apply, and `<` is escaped so it cannot end the element.
  const tags = [`<script id="lo-remotes-config" type="application/json">${JSON.stringify(remotes).replace(/</g, '\\u003c')}</script>`];
  const manifestUrl = manifestUrlFor(pathname, remotes);
  if (manifestUrl) {
    const origin = new URL(manifestUrl).origin;
    tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}">`);
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(manifestUrl)}">`);
    // Only scripts on the manifest's own origin: that is what the CSP allows for this remote.
    for (const script of scripts) if (new URL(script).origin === origin) tags.push(`<link rel="preload" as="script" href="${escapeAttribute(script)}">`);
  }
  return tags.join('');
}

/** The manifest URL of the remote that owns `pathname`, if it is configured. */
export function manifestUrlFor(pathname: string, remotes: RemotesConfig): string | undefined {
  const remote: RemoteName | undefined = remoteForPath(pathname);
  return remote ? remotes[remote] : undefined;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The parts of a remote's mf-manifest.json the edge reads (anything else in it is ignored). */
const assetPath = z.string().min(1).max(500);
const manifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string().max(500),
    remoteEntry: z.object({ name: assetPath, path: z.string().max(500) }),
  }),
  exposes: z.array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(assetPath).max(50) }) }) })).max(100),
});

/** The scripts a remote's `routes` module needs before it runs: its entry, then the module's own chunks. */
export function routeScriptsOf(manifestUrl: string, manifest: unknown): string[] {
  const parsed = manifestSchema.parse(manifest);
  const { publicPath, remoteEntry } = parsed.metaData;
  // "auto": the remote's files sit beside its manifest; otherwise publicPath is the base.
  const base = publicPath === 'auto' ? new URL('.', manifestUrl) : new URL(publicPath, manifestUrl);
  const entryPath = remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}${remoteEntry.name}` : remoteEntry.name;
  const routes = parsed.exposes.find((expose) => expose.name === 'routes');
  return [entryPath, ...(routes?.assets.js.sync ?? [])].map((file) => new URL(file, base).toString());
}

export interface ManifestReaderOptions {
  /** The page never waits longer than this for a manifest. */
  timeoutMs?: number;
  /** A remote that timed out is not asked again for this long (its pages get no script preloads). */
  skipSlowMs?: number;
  fetch?: typeof fetch;
}

/**
 * Reads the route scripts of a remote for a page head. Read afresh for every page (a manifest is
 * small; requests for the same manifest at the same moment share one fetch), so a remote that has
 * just gone down or been redeployed never gets stale preloads. Never throws: a remote that is down or
 * sends a bad manifest gives no script preloads, and so does a slow one, which the page waits for
 * at most `timeoutMs` and which is then left out for `skipSlowMs`.
 */
export function createManifestReader(options: ManifestReaderOptions = {}): (manifestUrl: string) => Promise<string[]> {
  const timeoutMs = options.timeoutMs ?? 250;
  const skipSlowMs = options.skipSlowMs ?? 10_000;
  const fetchManifest = options.fetch ?? fetch;
  const inFlight = new Map<string, Promise<string[]>>();
  const slowUntil = new Map<string, number>();
  return (manifestUrl) => {
    if ((slowUntil.get(manifestUrl) ?? 0) > Date.now()) return Promise.resolve([]);
    let scripts = inFlight.get(manifestUrl);
    if (!scripts) {
      const signal = AbortSignal.timeout(timeoutMs);
      scripts = fetchManifest(manifestUrl, { signal, headers: { Accept: 'application/json' } })
        .then(async (response) => (response.ok ? routeScriptsOf(manifestUrl, await response.json()) : []))
        .catch(() => {
          if (signal.aborted) slowUntil.set(manifestUrl, Date.now() + skipSlowMs);
          return [];
        })
        .finally(() => inFlight.delete(manifestUrl));
      inFlight.set(manifestUrl, scripts);
    }
    return scripts;
  };
}
