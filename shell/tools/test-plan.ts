import { execFileSync } from 'node:child_process';
import { REMOTE_DIRS, ROOT } from './workspace.js';

/** A Vitest run of some test files: their workspace, its project for them, and their paths inside it. */
export interface FileRun {
  workspace: string;
  project?: string;
  files: string[];
}

/** Which workspace and Vitest project a test file belongs to (the folder conventions of each workspace's vitest.config.ts). */
export function placeOf(file: string): { workspace: string; project?: string } | undefined {
  const remotes: readonly string[] = REMOTE_DIRS;
  const workspaces = [
    'services/contracts',
    'services/content',
    'services/test-support',
    'services/api',
    'shell/kit',
    'shell/site-server',
    'shell/tools',
    ...remotes,
    'shell',
  ];
  const workspace = workspaces.find((dir) => file.startsWith(`${dir}/`));
  if (!workspace) return undefined;
  const inner = file.slice(workspace.length + 1);
  if (workspace === 'services/api') return { workspace, project: inner.startsWith('test/') ? 'integration' : 'unit' };
  if (workspace === 'shell/tools') return { workspace, project: /^(cluster|start|images|roster)\//.exec(inner)?.[1] ?? 'unit' };
  if (workspace === 'shell' || remotes.includes(workspace)) return { workspace, project: inner.startsWith('e2e/') ? 'e2e' : 'unit' };
  return { workspace };
}

/** The test files (tracked or new) whose path contains one of `patterns`, grouped into one run per workspace and project. */
export function runsOfMatchingFiles(patterns: string[]): FileRun[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules/') && patterns.some((pattern) => file.includes(pattern)));
  const runs = new Map<string, FileRun>();
  for (const file of files) {
    const place = placeOf(file);
    if (!place) continue;
    const key = `${place.workspace}|${place.project ?? ''}`;
    const run = runs.get(key) ?? { ...place, files: [] };
    run.files.push(file.slice(place.workspace.length + 1));
    runs.set(key, run);
  }
  return [...runs.values()];
}
