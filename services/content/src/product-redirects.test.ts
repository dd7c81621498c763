import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, defaultContentDir } from './load.js';
import { loadProductRedirects, productRedirectLocation } from './product-redirects.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function problemsWith(redirects: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-redirects-test-'));
  dirs.push(dir);
  await writeFile(path.join(dir, 'products.yaml'), await readFile(path.join(defaultContentDir, 'products.yaml'), 'utf8'));
  await writeFile(path.join(dir, 'product-redirects.yaml'), redirects);
  try {
    await loadProductRedirects(dir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe('product-redirects.yaml', () => {
  it("leads the first landing page's three product addresses to the closest reviewed product", async () => {
    const redirects = await loadProductRedirects();
    expect(Object.fromEntries(redirects.map((r) => [r.from, productRedirectLocation(r)]))).toEqual({
      'business-plan-pro': '/software/liveplan',
      'pitch-deck-master': '/software/pitch',
      'startup-accounting-suite': '/software/quickbooks-online',
    });
  });

  it('leads to /software when no product is named', () => {
    expect(productRedirectLocation({ to: undefined })).toBe('/software');
  });

  it('refuses a redirect from a real product, to an unknown product or to one without a page, and a repeated one', async () => {
    const problems = await problemsWith(
      [
        '- { from: notion, to: liveplan, because: x }',
        '- { from: old-one, to: no-such-product, because: x }',
        '- { from: old-two, to: irs-form-15620, because: x }',
        '- { from: old-two, because: x }',
      ].join('\n'),
    );
    expect(problems).toEqual([
      'product-redirects.yaml: "[0].from": notion is a product in products.yaml: its own page wins, remove the redirect',
      'product-redirects.yaml: "[1].to": no-such-product names no product in products.yaml',
      'product-redirects.yaml: "[2].to": irs-form-15620 has no page on /software (no software view or no review)',
      'product-redirects.yaml: "[3].from": old-two is listed twice',
    ]);
    expect(await problemsWith('- { from: Old_Name, because: x }')).toEqual([
      'product-redirects.yaml: "[0].from": must be lowercase words joined by single hyphens, e.g. file-83b-election',
    ]);
  });
});
