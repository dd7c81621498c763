import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, defaultContentDir } from './load.js';
import { loadDocumentTemplates } from './templates.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The problems loading templates/ reports after `edit` changed offer-letter.md (renamed to `name`). */
async function problemsWith(edit: (markdown: string) => string, name = 'offer-letter.md'): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-templates-test-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'templates'));
  await writeFile(path.join(dir, 'templates', name), edit(await readFile(path.join(defaultContentDir, 'templates', 'offer-letter.md'), 'utf8')));
  try {
    await loadDocumentTemplates(dir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe('templates/', () => {
  it('ships the five document templates the Basic card names, each with sources and the not-legal-advice line', async () => {
    const templates = await loadDocumentTemplates();
    expect(templates.map((t) => t.slug).sort()).toEqual([
      'board-consent-founder-stock-and-83b',
      'board-consent-option-plan-adoption',
      'ciiaa',
      'independent-contractor-agreement',
      'offer-letter',
    ]);
    for (const template of templates) {
      expect(template.sources.length, template.slug).toBeGreaterThan(0);
      expect(template.content, template.slug).toMatch(/not legal advice/i);
      expect(template.content, template.slug).not.toMatch(/^---/);
      expect(template.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('refuses a source given as a URL, a missing disclaimer, a slug unlike the file name and a bad date, naming file and field', async () => {
    expect(await problemsWith((md) => md.replace('  - "USCIS: Form I-9, Employment Eligibility Verification"', '  - "https://www.uscis.gov/i-9"'))).toEqual([
      expect.stringMatching(/^templates\/offer-letter\.md: front matter "sources\[1\]": must name the source without a URL/),
    ]);
    expect(await problemsWith((md) => md.replace('**This is a template, not legal advice.**', '**This is a template.**'))).toEqual([
      'templates/offer-letter.md: the body must say it is "not legal advice" and to have counsel review it before use',
    ]);
    expect(await problemsWith((md) => md, 'offer.md')).toEqual(['templates/offer.md: front matter "slug" is "offer-letter": name the file offer-letter.md']);
    expect(await problemsWith((md) => md.replace('lastVerified: 2026-11-27', 'lastVerified: 27/11/2026'))).toEqual([
      expect.stringMatching(/^templates\/offer-letter\.md: front matter "lastVerified": /),
    ]);
  });
});
