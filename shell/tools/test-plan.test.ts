import { describe, expect, it } from 'vitest';
import { placeOf, runsOfMatchingFiles } from './test-plan.js';

describe('npm test -- <pattern>: where a test file runs', () => {
  it("puts each file in its workspace's project by the folder conventions", () => {
    expect(placeOf('services/api/test/billing.test.ts')).toEqual({ workspace: 'services/api', project: 'integration' });
    expect(placeOf('services/api/src/common/calendar-days.test.ts')).toEqual({ workspace: 'services/api', project: 'unit' });
    expect(placeOf('shell/tools/start/npm-start.test.ts')).toEqual({ workspace: 'shell/tools', project: 'start' });
    expect(placeOf('shell/tools/test-plan.test.ts')).toEqual({ workspace: 'shell/tools', project: 'unit' });
    expect(placeOf('shell/e2e/home.test.ts')).toEqual({ workspace: 'shell', project: 'e2e' });
    expect(placeOf('shell/src/chrome/nav.test.tsx')).toEqual({ workspace: 'shell', project: 'unit' });
    expect(placeOf('mf-catalog/e2e/catalog.test.ts')).toEqual({ workspace: 'mf-catalog', project: 'e2e' });
    expect(placeOf('services/content/src/assistant.test.ts')).toEqual({ workspace: 'services/content' });
    expect(placeOf('README.md')).toBeUndefined();
  });

  it('groups the matching files into one run per workspace and project', () => {
    const runs = runsOfMatchingFiles(['calendar-days.test', 'test-plan.test']);
    expect(runs).toContainEqual({ workspace: 'services/api', project: 'unit', files: ['src/common/calendar-days.test.ts'] });
    expect(runs).toContainEqual({ workspace: 'shell/tools', project: 'unit', files: ['test-plan.test.ts'] });
    expect(runsOfMatchingFiles(['no-such-test-file-anywhere'])).toEqual([]);
  });
});
