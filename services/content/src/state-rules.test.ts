import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, defaultContentDir, loadContent } from './load.js';
import { loadStateRules } from './state-rules.js';

const copies: string[] = [];
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('state-rules.yaml', () => {
  it('covers at least DE, CA, NY, TX, FL, WA, MA, IL, CO and GA, each rule with an https source and a last-verified day', async () => {
    const rules = loadStateRules(defaultContentDir, new Set((await loadContent()).tasks.map((t) => t.slug)));
    expect(new Set(rules.map((r) => r.state))).toEqual(new Set(['DE', 'CA', 'NY', 'TX', 'FL', 'WA', 'MA', 'IL', 'CO', 'GA']));
    for (const rule of rules) {
      expect(rule.sourceUrl).toMatch(/^https:\/\//);
      expect(rule.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('names the entry and the field of a mistake, and a task that does not exist', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-state-rules-test-'));
    copies.push(dir);
    await cp(path.join(defaultContentDir, 'state-rules.yaml'), path.join(dir, 'state-rules.yaml'));
    const file = path.join(dir, 'state-rules.yaml');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('due: { kind: yearly, month: 3, day: 1 }', 'due: { kind: yearly, month: 13, day: 1 }'));
    expect(() => loadStateRules(dir)).toThrow(ContentError);
    expect(() => loadStateRules(dir)).toThrow('state-rules.yaml: "[0].due.month": a month is 1-12');
    await writeFile(file, text);
    expect(() => loadStateRules(dir, new Set(['file-83b-election']))).toThrow(
      'state-rules.yaml: [0] "taskSlug": "file-delaware-annual-report-and-franchise-tax" is not a task in tasks/',
    );
  });
});

describe('the facts issue 33 corrected, as the guides say them', () => {
  it('says one runway figure everywhere, and the SECURE 2.0 credit per employee, not "100 % of costs"', async () => {
    const content = await loadContent();
    const texts = [...content.tasks.flatMap((t) => [t.description, t.resources]), ...content.articles.map((a) => a.content)].join('\n');
    expect(texts).not.toMatch(/six to nine months|6-9 months|6 to 9 months/);
    expect(texts).toMatch(/start raising with 9 to 12 months of runway left/);
    expect(texts).not.toMatch(/100 % of eligible plan start-up costs/);
    expect(texts).toMatch(/\$250 per eligible non-highly-compensated employee/);
  });

  it('gives every fact a source and a last-verified day', async () => {
    for (const fact of (await loadContent()).facts) {
      expect(fact.source.trim()).not.toBe('');
      expect(fact.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
