import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { weekdayOf } from '@launchops/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, defaultContentDir, loadContent } from './load.js';

const copies: string[] = [];
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A copy of the shipped content with one newsletter file changed: the problems it is refused with. */
async function problemsAfter(file: string, edit: (text: string) => string): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-newsletter-test-'));
  copies.push(dir);
  await cp(defaultContentDir, dir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|src)$/.test(source) });
  const text = await readFile(path.join(dir, file), 'utf8');
  const changed = edit(text);
  if (changed === text) throw new Error('test setup: the edit changed nothing');
  await writeFile(path.join(dir, file), changed);
  try {
    await loadContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

const issue = 'newsletter/83b-election-30-days.md';

describe('newsletter issues', () => {
  it('ships every file under newsletter/, by send date, each on a Thursday', async () => {
    const { newsletterIssues } = await loadContent();
    expect(newsletterIssues.length).toBe((await readdir(path.join(defaultContentDir, 'newsletter'))).length);
    expect(newsletterIssues.length).toBeGreaterThanOrEqual(4);
    const dates = newsletterIssues.map((i) => i.sendDate);
    expect(dates).toEqual([...dates].sort());
    for (const i of newsletterIssues) {
      expect(weekdayOf(i.sendDate), i.file).toBe(4);
      expect(i.content.trim().length, i.file).toBeGreaterThan(500);
    }
  });

  it('refuses a send date that is not a Thursday, naming the file and the field', async () => {
    expect(await problemsAfter(issue, (t) => t.replace('sendDate: 2026-11-12', 'sendDate: 2026-11-11'))).toEqual([
      `${issue}: front matter "sendDate": must be a Thursday: issues go out on Thursdays`,
    ]);
  });

  it('refuses a missing summary and a date that is not one', async () => {
    const problems = await problemsAfter(issue, (t) => t.replace(/^summary: .*\n/m, '').replace('sendDate: 2026-11-12', 'sendDate: 12 Nov'));
    expect(problems).toHaveLength(2);
    expect(problems.every((p) => p.startsWith(`${issue}: front matter "`))).toBe(true);
    expect(problems.some((p) => p.includes('"summary"'))).toBe(true);
    expect(problems.some((p) => p.includes('"sendDate"'))).toBe(true);
  });

  it('refuses a slug that is not the file name, and two issues on one Thursday', async () => {
    expect(await problemsAfter(issue, (t) => t.replace('slug: 83b-election-30-days', 'slug: other-name'))).toEqual([
      `${issue}: front matter "slug" is "other-name": name the file other-name.md`,
    ]);
    expect(await problemsAfter(issue, (t) => t.replace('sendDate: 2026-11-12', 'sendDate: 2026-11-19'))).toEqual([
      `newsletter/delaware-franchise-tax-assumed-par-value.md: front matter "sendDate" "2026-11-19" is already used by ${issue}`,
    ]);
  });
});
