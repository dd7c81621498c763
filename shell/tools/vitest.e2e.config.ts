import { stat } from 'node:fs/promises';
import path from 'node:path';
import { BROWSER_TEST_RETRIES } from '@launchops/kit/vitest';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { REMOTE_DIRS, ROOT } from './workspace.js';

/**
 * Every browser test file of the shell and the remotes in one run (`npm test` uses it): each file starts its own site
 * (the production build on free ports, a copy of one seeded embedded database) and Chromium, two files at a time,
 * the longest first. Three at a time, beside lane 1 and the image build, made a site miss its 60 s start (measured).
 * The workspaces' own configs still run their `e2e` project alone (`npm test -- <file>`).
 */
const browserProject = (dir: string) => ({
  test: {
    name: `${dir === 'shell' ? 'shell' : dir} e2e`,
    root: path.join(ROOT, dir),
    environment: 'node' as const,
    include: ['e2e/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Tests a file marks concurrent (independent pages) run three at a time.
    maxConcurrency: 3,
    retry: BROWSER_TEST_RETRIES,
  },
});

/**
 * The files that took longest (seconds on 2 cores, two at a time, 2026-12-02), started first so that no long file is
 * left running alone at the end. A file not named here runs after them, larger files first. Only the order depends
 * on this list.
 */
const LONGEST_FIRST = [
  'shell/e2e/accessibility.test.ts',
  'shell/e2e/chrome.test.ts',
  'shell/e2e/platform.test.ts',
  'shell/e2e/home.test.ts',
  'shell/e2e/first-paint.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(path.relative(ROOT, spec.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // The base order (larger files first) across every workspace, not one workspace after another.
    const bySize = await Promise.all(files.map(async (spec) => ({ spec, size: (await stat(spec.moduleId)).size })));
    return bySize.sort((a, b) => rank(a.spec) - rank(b.spec) || b.size - a.size).map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    projects: ['shell', ...REMOTE_DIRS].map(browserProject),
    maxWorkers: 2,
    fileParallelism: true,
    sequence: { sequencer: LongestFirst },
  },
});
