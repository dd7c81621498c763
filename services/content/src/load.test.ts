import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { affiliateClickInputSchema } from '@launchops/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, defaultContentDir, loadContent, summarize } from './load.js';

const copies: string[] = [];
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A copy of the shipped content, changed by `edit`, then loaded: the problems it is refused with. */
async function problemsAfter(
  edit: (file: (name: string) => { read(): Promise<string>; write(text: string): Promise<void> }) => Promise<void>,
): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-content-test-'));
  copies.push(dir);
  await cp(defaultContentDir, dir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|src)$/.test(source) });
  await edit((name) => ({
    read: () => readFile(path.join(dir, name), 'utf8'),
    write: (text) => writeFile(path.join(dir, name), text),
  }));
  try {
    await loadContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

const replaceIn = (file: { read(): Promise<string>; write(text: string): Promise<void> }, from: string | RegExp, to: string) =>
  file.read().then((text) => {
    const changed = text.replace(from, to);
    if (changed === text) throw new Error(`test setup: ${String(from)} not found`);
    return file.write(changed);
  });

describe('the shipped content', () => {
  it('is valid, and its counts are the files it holds', async () => {
    const content = await loadContent();
    const taskFiles = (await Promise.all(content.categories.map((c) => readdir(path.join(defaultContentDir, 'tasks', c.slug))))).flat();
    expect(content.counts.tasks).toBe(taskFiles.length);
    expect(content.counts.articles).toBe((await readdir(path.join(defaultContentDir, 'articles'))).length);
    expect(content.tasks.map((t) => t.id)).toEqual([...content.tasks.map((t) => t.id)].sort((a, b) => a - b));
    expect(summarize(content.counts)).toMatch(new RegExp(`^${content.counts.categories} categories, ${content.counts.tasks} tasks, `));
  });

  it("gives each task several everyday words of its own (the assistant's search for it)", async () => {
    for (const task of (await loadContent()).tasks) expect(task.everydayWords.split(/\s+/).length, task.file).toBeGreaterThanOrEqual(10);
  });

  it('lists the articles newest first', async () => {
    const dates = (await loadContent()).articles.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('a mistake in a content file', () => {
  const task = 'tasks/legal/file-83b-election.md';

  it('is named with the file and the field', async () => {
    expect(await problemsAfter((file) => replaceIn(file(task), /^lastVerified: \d{4}-\d{2}-\d{2}$/m, 'lastVerified: 2026-13-01'))).toEqual([
      `${task}: front matter "lastVerified": Invalid ISO date`,
    ]);
    expect(
      await problemsAfter((file) =>
        replaceIn(file('products.yaml'), 'link: https://www.irs.gov/forms-pubs/about-form-15620', 'link: http://www.irs.gov/forms-pubs/about-form-15620'),
      ),
    ).toEqual([expect.stringMatching(/^products\.yaml: "\[\d+\]\.link": must be an https:\/\/ address$/)]);
    expect(await problemsAfter((file) => replaceIn(file(task), 'difficulty: medium', 'difficulty: tricky'))).toEqual([
      `${task}: front matter "difficulty": Invalid option: expected one of "easy"|"medium"|"hard"`,
    ]);
    expect(await problemsAfter((file) => replaceIn(file(task), 'title: ', 'titel: '))).toEqual([
      `${task}: front matter "title": Invalid input: expected string, received undefined`,
      `${task}: front matter: Unrecognized key: "titel"`,
    ]);
    expect(await problemsAfter((file) => replaceIn(file('categories.yaml'), 'icon: Building2', 'icon: Castle'))).toEqual([
      expect.stringMatching(/^categories\.yaml: "\[0\]\.icon": Invalid option: expected one of "Building2"/),
    ]);
  });

  it('in YAML syntax, or a body without its tips, is reported with the file', async () => {
    const [yamlProblem] = await problemsAfter((file) => replaceIn(file('authors.yaml'), '- id: 1', '- id: [1'));
    expect(yamlProblem).toMatch(/^authors\.yaml: not valid YAML: /);
    expect(await problemsAfter((file) => replaceIn(file(task), '## Tips', '## Advice'))).toEqual([
      `${task}: body: needs exactly one "## Tips" heading, after the description (found 0)`,
    ]);
    expect(await problemsAfter((file) => replaceIn(file(task), /^---\n/, ''))).toEqual([
      `${task}: must start with front matter: a line "---", the fields in YAML, then a line "---"`,
    ]);
  });

  it('that breaks a link between files, or a unique key, is refused', async () => {
    expect(await problemsAfter((file) => replaceIn(file(task), 'category: legal', 'category: legl'))).toEqual([
      `${task}: front matter "category" is "legl" but the file is in tasks/legal/: move the file or fix the field`,
    ]);
    expect(await problemsAfter((file) => replaceIn(file(task), 'id: 8\n', 'id: 7\n'))).toEqual([
      `tasks/legal/sign-founder-stock-purchase-agreements.md: id 7 is already used by ${task}`,
    ]);
    expect(await problemsAfter((file) => replaceIn(file('articles/the-83b-election-step-by-step.md'), /^author: \d+$/m, 'author: 99'))).toEqual([
      'articles/the-83b-election-step-by-step.md: front matter "author": 99 is not an id in authors.yaml',
    ]);
    expect(
      await problemsAfter(async (file) => {
        await replaceIn(file('categories.yaml'), 'slug: legal', 'slug: legal-formation');
      }),
    ).toEqual(expect.arrayContaining([`${task}: front matter "category": "legal" is not a slug in categories.yaml`]));
  });

  it('is reported together with every other one, and a stray file too', async () => {
    const problems = await problemsAfter(async (file) => {
      await replaceIn(file(task), /^lastVerified: \d{4}-\d{2}-\d{2}$/m, 'lastVerified: soon');
      await replaceIn(file('products.yaml'), /^ {2}priceModel: Paid$/m, '  priceModel: Expensive');
      await file('tasks/legal/notes.txt').write('draft');
    });
    expect(problems).toEqual([
      'tasks/legal/notes.txt: only .md files belong in tasks/legal/',
      `${task}: front matter "lastVerified": Invalid ISO date`,
      'products.yaml: "[0].priceModel": Invalid option: expected one of "Free"|"Freemium"|"Paid"|"Pay as you go"',
    ]);
    await expect(loadContent(copies.at(-1))).rejects.toThrow(/^3 problems in the content:\n {2}- tasks\/legal\/notes\.txt/);
  });
});

describe('a mistake in a product link or view', () => {
  const task = 'tasks/legal/file-83b-election.md';

  it('names the task and the field when a task recommends a product the catalogue lacks', async () => {
    expect(await problemsAfter((file) => replaceIn(file(task), '  - irs-form-15620\n', '  - irs-form-1562\n'))).toEqual([
      `${task}: front matter "recommendedProducts[0]": "irs-form-1562" is not an id in products.yaml`,
    ]);
    expect(await problemsAfter((file) => replaceIn(file(task), '  - id: clerky\n', '  - id: clerky-inc\n'))).toEqual([
      `${task}: front matter "recommendedProducts[1].id": "clerky-inc" is not an id in products.yaml`,
    ]);
    // A product taken out of the catalogue while a task still recommends it.
    expect(await problemsAfter((file) => replaceIn(file('products.yaml'), /\n- id: irs-form-15620\n(?: {2}.*\n)*/, '\n'))).toEqual([
      `${task}: front matter "recommendedProducts[0]": "irs-form-15620" is not an id in products.yaml`,
    ]);
    expect(await problemsAfter((file) => replaceIn(file(task), '  - irs-form-15620\n', '  - irs-form-15620\n  - irs-form-15620\n'))).toEqual([
      `${task}: front matter "recommendedProducts[1]": product "irs-form-15620" is already used by ${task}: front matter "recommendedProducts[0]"`,
    ]);
  });

  it("refuses a product in a view without that view's fields", async () => {
    expect(await problemsAfter((file) => replaceIn(file('products.yaml'), '  views: [tools]\n', '  views: [tools, software]\n'))).toEqual([
      expect.stringMatching(/^products\.yaml: "\[\d+\]\.review": a product in the software view needs a review/),
    ]);
    expect(await problemsAfter((file) => replaceIn(file('products.yaml'), /(\n- id: square\n(?: {2}.*\n)*?) {2}tags: .*\n/, '$1'))).toEqual([
      expect.stringMatching(/^products\.yaml: "\[\d+\]\.tags": a product in the tools view needs at least one tag$/),
    ]);
  });
});

describe('the catalogue', () => {
  it('holds each product once, and every product a task recommends', async () => {
    const content = await loadContent();
    const names = content.products.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const links = content.products.map((p) => p.link.replace(/\/$/, ''));
    expect(new Set(links).size).toBe(links.length);
    const used = new Set(content.tasks.flatMap((t) => t.recommendedProducts.map((e) => (typeof e === 'string' ? e : e.id))));
    // Every product is listed somewhere: on a page, or by a task.
    for (const product of content.products) expect(product.views.length > 0 || used.has(product.id), product.id).toBe(true);
  });

  it('gives every product an id the link-click record accepts, and an https link of its own', async () => {
    for (const product of (await loadContent()).products) {
      expect(affiliateClickInputSchema.safeParse({ toolId: product.id, source: 'tools_page' }).success, product.id).toBe(true);
      for (const address of [product.link, product.signupUrl].filter((a): a is string => a !== undefined)) {
        const url = new URL(address);
        expect(url.protocol + url.username + url.password + url.port + url.search, `${product.id}: ${address}`).toBe('https:');
      }
    }
  });

  it('counts each view from the data', async () => {
    const { products, counts } = await loadContent();
    expect(counts.software).toBe(products.filter((p) => p.review && p.views.includes('software')).length);
    expect(counts.tools).toBe(products.filter((p) => p.views.includes('tools')).length);
    expect(counts.products).toBe(products.length);
  });

  it('writes no product in a task: tasks name products by id only', async () => {
    const dir = path.join(defaultContentDir, 'tasks');
    for (const area of await readdir(dir)) {
      for (const name of await readdir(path.join(dir, area))) {
        const text = await readFile(path.join(dir, area, name), 'utf8');
        expect(text, name).not.toMatch(/^recommendedTools:|^ {4}(price|link|name): /m);
      }
    }
  });
});
