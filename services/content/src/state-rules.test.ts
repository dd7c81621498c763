import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ContentError, defaultContentDir, loadContent } from './load.js';
import { isOfficialSource, OBLIGATION_KINDS, US_STATES } from '@launchops/contracts';
import { loadStateRules, staleRecords, writeCompiledStateRules } from './state-rules.js';

const copies: string[] = [];
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('obligations/: one file per state', () => {
  it('covers every state and DC with records of all five kinds, each with an agency source and a last-verified day', async () => {
    const rules = loadStateRules(defaultContentDir, new Set((await loadContent()).tasks.map((t) => t.slug)));
    expect(new Set(rules.map((r) => r.state))).toEqual(new Set(Object.keys(US_STATES)));
    for (const state of Object.keys(US_STATES))
      expect(new Set(rules.filter((r) => r.state === state).map((r) => r.kind)), state).toEqual(new Set(OBLIGATION_KINDS));
    for (const rule of rules) {
      expect(isOfficialSource(rule.sourceUrl), rule.sourceUrl).toBe(true);
      expect(rule.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  async function copyOfObligations(): Promise<{ dir: string; file: string; text: string }> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-obligations-test-'));
    copies.push(dir);
    await cp(path.join(defaultContentDir, 'obligations'), path.join(dir, 'obligations'), { recursive: true });
    const file = path.join(dir, 'obligations', 'de.yaml');
    return { dir, file, text: await readFile(file, 'utf8') };
  }

  it('loads the records the build compiled when the files are the same, and parses and checks them again after any edit', async () => {
    const { dir, file, text } = await copyOfObligations();
    const compiled = path.join(dir, 'compiled.json');
    const count = writeCompiledStateRules(dir, compiled);
    expect(loadStateRules(dir, undefined, compiled)).toHaveLength(count);
    // The compiled file is what a load of the same files returns (a marker only it carries shows it was used).
    const json = JSON.parse(await readFile(compiled, 'utf8')) as { hash: string; rules: Array<{ title: string }> };
    json.rules[0]!.title = 'from the compiled file';
    await writeFile(compiled, JSON.stringify(json));
    // A new process (here: a fresh copy of the module, with nothing parsed yet) takes the compiled records.
    vi.resetModules();
    const fresh = await import('./state-rules.js');
    expect(fresh.loadStateRules(dir, undefined, compiled)[0]!.title).toBe('from the compiled file');
    // An edit changes the files' hash: the compiled records are not used, and a mistake is found as before.
    await writeFile(file, text.replace('shift: none', 'shift: sometimes'));
    expect(() => fresh.loadStateRules(dir, undefined, compiled)).toThrow('shift');
  });

  it('names the file, the record and the field of a mistake, and a task that does not exist', async () => {
    const { dir, file, text } = await copyOfObligations();
    await writeFile(file, text.replace('due: { kind: yearly, month: 3, day: 1 }', 'due: { kind: yearly, month: 13, day: 1 }'));
    expect(() => loadStateRules(dir)).toThrow(ContentError);
    expect(() => loadStateRules(dir)).toThrow('obligations/de.yaml: record "delaware-franchise-tax" (records[0]) "due.month": a month is 1-12');
    await writeFile(file, text);
    expect(() => loadStateRules(dir, new Set(['file-83b-election']))).toThrow(
      'obligations/de.yaml: record "delaware-franchise-tax" "taskSlug": "file-delaware-annual-report-and-franchise-tax" is not a task in tasks/',
    );
  });

  it("refuses an unknown field, a source that is not an agency's own site, and a file named for another state", async () => {
    const { dir, file, text } = await copyOfObligations();
    await writeFile(file, text.replace('    kind: formation\n', '    kind: formation\n    fee: $50\n'));
    expect(() => loadStateRules(dir)).toThrow(/obligations\/de\.yaml: record "delaware-franchise-tax" \(records\[0\]\): Unrecognized key: "fee"/);
    await writeFile(file, text.replace('https://corp.delaware.gov/paytaxes/', 'https://www.example.com/delaware-franchise-tax'));
    expect(() => loadStateRules(dir)).toThrow('record "delaware-franchise-tax" (records[0]) "sourceUrl": must be an agency’s own site');
    await writeFile(file, text.replace('state: DE', 'state: CA'));
    expect(() => loadStateRules(dir)).toThrow('obligations/de.yaml: "state" is CA, but the file is named de.yaml');
  });

  it('lists the records last verified more than 12 months ago, oldest first', () => {
    const rules = loadStateRules(defaultContentDir);
    const oldest = [...rules].sort((a, b) => a.lastVerified.localeCompare(b.lastVerified))[0]!;
    expect(staleRecords(rules, oldest.lastVerified)).toEqual([]);
    const [year, month, day] = oldest.lastVerified.split('-');
    const yearAndADayLater = `${Number(year) + 1}-${month}-${String(Number(day) + 1).padStart(2, '0')}`;
    expect(staleRecords(rules, yearAndADayLater)[0]).toMatchObject({ id: oldest.id, lastVerified: oldest.lastVerified });
    expect(staleRecords(rules, yearAndADayLater).every((rule) => rule.lastVerified === oldest.lastVerified)).toBe(true);
  });
});

describe('the facts issue 33 corrected, as the guides say them', () => {
  it('says one runway figure everywhere, and the SECURE 2.0 credit as a share of start-up costs, capped per employee (audit 2026-12, #9)', async () => {
    const content = await loadContent();
    const texts = [...content.tasks.flatMap((t) => [t.description, t.resources]), ...content.articles.map((a) => a.content)].join('\n');
    expect(texts).not.toMatch(/six to nine months|6-9 months|6 to 9 months/);
    expect(texts).toMatch(/start raising with 9 to 12 months of runway left/);
    // The credit is a share of the eligible start-up costs (IRC §45E), and $250 per employee is only its cap.
    expect(texts).not.toMatch(/not as a share of your costs/);
    expect(texts).toMatch(/share of a new plan's eligible start-up costs, 100 % for an\s+employer with up to 50 employees and 50 % for one with 51 to 100/);
    expect(texts).toMatch(/capped each year at the greater of\s+\$500 or the lesser of \$250 per eligible non-highly-compensated employee and \$5,000/);
  });

  it('gives every fact a source and a last-verified day', async () => {
    for (const fact of (await loadContent()).facts) {
      expect(fact.source.trim()).not.toBe('');
      expect(fact.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
