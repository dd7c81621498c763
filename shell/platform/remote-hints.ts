import type { RemoteName, RemotesConfig } from '@launchops/contracts';
import { remoteForPath } from '../src/remotes/remote-sections.js';

/**
 * What the site's HTML tells the browser before the shell runs: the remotes config (so the shell
 * need not fetch /remotes.json before its first remote) and, for a route a remote owns, a preload
 * of that remote's manifest, fetched in parallel with the shell's own code instead of after it.
 *
 * Only the manifest: a preloaded script that fails (its remote down) stays failed in the page's
 * preload cache, so the slot's Retry could not recover without a reload. The manifest's preload is
 * always consumed by the first attempt, failed or not, and a retry fetches it afresh.
 */
export function remoteHeadTags(pathname: string, remotes: RemotesConfig): string {
  // JSON in a non-executable script: CSP does not apply, and `<` is escaped so it cannot end the element.
  const tags = [`<script id="lo-remotes-config" type="application/json">${JSON.stringify(remotes).replace(/</g, '\\u003c')}</script>`];
  const remote: RemoteName | undefined = remoteForPath(pathname);
  const manifestUrl = remote ? remotes[remote] : undefined;
  if (manifestUrl) {
    const origin = new URL(manifestUrl).origin;
    tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}">`);
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(manifestUrl)}">`);
  }
  return tags.join('');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
