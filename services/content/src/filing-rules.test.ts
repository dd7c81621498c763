import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, defaultContentDir, loadContent } from './load.js';
import { loadFilingRules } from './filing-rules.js';

const copies: string[] = [];
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

async function copy(): Promise<{ dir: string; file: string; text: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-filing-rules-test-'));
  copies.push(dir);
  const file = path.join(dir, 'filing-rules.yaml');
  await cp(path.join(defaultContentDir, 'filing-rules.yaml'), file);
  return { dir, file, text: await readFile(file, 'utf8') };
}

describe('filing-rules.yaml', () => {
  it('gives every federal rule a task, an https source and a last-verified day', async () => {
    const rules = loadFilingRules(defaultContentDir, new Set((await loadContent()).tasks.map((t) => t.slug)));
    expect(Object.keys(rules)).toContain('83b-election');
    for (const rule of Object.values(rules)) {
      expect(rule.sourceUrl).toMatch(/^https:\/\//);
      expect(rule.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('names the rule and the field of a mistake, a placeholder the plan does not fill, and a task that does not exist', async () => {
    const { dir, file, text } = await copy();
    await writeFile(file, text.replace('sourceUrl: https://www.sec.gov/', 'sourceUrl: http://www.sec.gov/'));
    expect(() => loadFilingRules(dir)).toThrow(ContentError);
    expect(() => loadFilingRules(dir)).toThrow('filing-rules.yaml: "form-d.sourceUrl": must be an https:// address');
    // A federal rule is sourced to the agency itself, as a state's record is (a law firm's page is not a source).
    await writeFile(file, text.replace('sourceUrl: https://www.sec.gov/', 'sourceUrl: https://www.example-law-firm.com/'));
    expect(() => loadFilingRules(dir)).toThrow('filing-rules.yaml: "form-d.sourceUrl": must be an agency’s own site');
    await writeFile(file, text.replace('was on {{sale-on}}', 'was on {{sold-on}}'));
    expect(() => loadFilingRules(dir)).toThrow('filing-rules.yaml: "form-d.because": {{sold-on}} is not a placeholder the plan fills');
    await writeFile(file, text);
    expect(() => loadFilingRules(dir, new Set(['file-83b-election']))).toThrow('filing-rules.yaml: "form-d.taskSlug": "file-form-d" is not a task in tasks/');
  });
});
