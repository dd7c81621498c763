import path from 'node:path';
import { apiUnitProject } from '@launchops/api/vitest-unit-project';
import { remoteUnitProject, SHARED_WORKERS } from '@launchops/kit/vitest';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { defineConfig } from 'vitest/config';
import { z } from 'zod';
// The shell's and the kit's unit projects come from their own Vitest configs (inside the shell's slice); the API's
// from its package (`@launchops/api/vitest-unit-project`); the content's is the kit's shared settings on its sources.
/* eslint-disable import-x/no-relative-packages */
import { kitUnitTest } from '../kit/vitest.config.js';
import { shellUnitProject } from '../vitest.config.js';
/* eslint-enable import-x/no-relative-packages */
import { toolsUnitProject } from './vitest.config.js';
import { REMOTE_DIRS, ROOT } from './workspace.js';

/**
 * Every workspace's unit and component tests in one run (`npm test` uses it): one Vitest process whose two workers
 * take the next file of any workspace, instead of twelve runs one after another, each starting Vitest again and each
 * ending with one worker idle while the other finishes its last file. Each project keeps its workspace's own settings
 * (environment, setup file, isolation, plugins): the workspaces' configs export them and still run alone
 * (`npm test -- <file>`, or `npx vitest run --project unit` in a workspace). The site server's tests run on their own
 * (test-all.ts): in this run, on CI, some of them waited past 30 s for pages a site server of their own serves in 1 s
 * alone (twice, on 2026-12-02; the cause not found), and they never did in a run of their own.
 */
const UNIT_PROJECTS: Array<[dir: string, project: TestProjectInlineConfiguration]> = [
  ['services/contracts', { test: { include: ['src/**/*.test.ts'] } }],
  ['services/content', { test: { include: ['src/**/*.test.ts'], ...SHARED_WORKERS } }],
  ['services/test-support', { test: { include: ['src/**/*.test.ts'] } }],
  ['services/test-payments', { test: { include: ['src/**/*.test.ts'] } }],
  ['services/api', apiUnitProject],
  ['shell/kit', { test: kitUnitTest }],
  ['shell/tools', toolsUnitProject],
  ['shell', shellUnitProject],
  ...REMOTE_DIRS.map((dir): [string, TestProjectInlineConfiguration] => [dir, remoteUnitProject]),
];

/** A project's name in the run and in `npm test -- --list`: the workspace's folder name, then "unit". */
export const unitProjectName = (dir: string) => `${path.basename(dir)} unit`;
export const UNIT_DIRS = UNIT_PROJECTS.map(([dir]) => dir);

/**
 * The run's workers, the same for every project (Vitest refuses projects with different ones): UNIT_WORKERS when set
 * (`npm test` sets 1 while the browser tests run beside), else every core, as the workspaces' own configs ask.
 */
const workers = z
  .union([z.literal('100%'), z.coerce.number().int().min(1).max(64)], 'UNIT_WORKERS must be a whole number of workers or 100%')
  .parse(process.env.UNIT_WORKERS ?? '100%');

export default defineConfig({
  test: {
    projects: UNIT_PROJECTS.map(([dir, project]) => ({
      ...project,
      test: { ...project.test, name: unitProjectName(dir), root: path.join(ROOT, dir), passWithNoTests: true, maxWorkers: workers },
    })),
    maxWorkers: workers,
    passWithNoTests: true,
  },
});
