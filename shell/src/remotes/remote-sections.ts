import type { RemoteName } from '@launchops/contracts';

/** Which remote owns which first path segment. The shell routes by this; the remote routes within. */
export const REMOTE_SECTIONS: Record<string, RemoteName> = {
  checklist: 'mf_checklist',
  software: 'mf_catalog',
  tools: 'mf_catalog',
  blog: 'mf_content',
  author: 'mf_content',
  consulting: 'mf_consulting',
};

export function remoteForPath(pathname: string): RemoteName | undefined {
  const first = pathname.split('/')[1] ?? '';
  return Object.hasOwn(REMOTE_SECTIONS, first) ? REMOTE_SECTIONS[first] : undefined;
}
