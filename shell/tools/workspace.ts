import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROSTER } from '@launchops/kit';

/** The repository root (this file lives in shell/tools). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Slice {
  dir: string;
  dist: string;
  /** Run in `dir` (not with `npm -w dir`: for the shell that would also pick the packages nested in its folder). */
  build: readonly string[];
}

const slice = (dir: string): Slice => ({ dir, dist: `${dir}/dist`, build: ['npm', 'run', 'build'] });

/** Every workspace that builds, in build order: the packages first, then the API, the shell and the roster's remotes. */
export const SLICES: Record<string, Slice> = {
  contracts: slice('services/contracts'),
  // Validates the content files at build time (the API reads them at start; nothing is rebuilt from them).
  content: slice('services/content'),
  kit: slice('shell/kit'),
  api: slice('services/api'),
  shell: slice('shell'),
  ...Object.fromEntries(ROSTER.map((remote) => [remote.dir, slice(remote.dir)])),
};
/** The packages every other slice is built against: a change to one rebuilds the rest. */
export const PACKAGE_SLICES = ['contracts', 'kit'] as const;
export type SliceName = string;

/** The remotes' workspace folders, from the roster. */
export const REMOTE_DIRS = ROSTER.map((remote) => remote.dir);

export const resolveRoot = (...parts: string[]) => path.join(ROOT, ...parts);
