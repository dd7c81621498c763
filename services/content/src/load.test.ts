import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, defaultContentDir, loadContent, summarize } from './load.js';

const copies: string[] = [];
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A copy of the shipped content, changed by `edit`, then loaded: the problems it is refused with. */
async function problemsAfter(edit: (file: (name: string) => { read(): Promise<string>; write(text: string): Promise<void> }) => Promise<void>): Promise<string[]> {
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
    expect(await problemsAfter((file) => replaceIn(file(task), 'lastVerified: 2026-11-15', 'lastVerified: 2026-13-01'))).toEqual([
      `${task}: front matter "lastVerified": Invalid ISO date`,
    ]);
    expect(await problemsAfter((file) => replaceIn(file(task), 'link: https://www.irs.gov/forms-pubs/about-form-15620', 'link: http://www.irs.gov/forms-pubs/about-form-15620'))).toEqual([
      `${task}: front matter "recommendedTools[0].link": must be an https:// address`,
    ]);
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
    expect(await problemsAfter(async (file) => {
      await replaceIn(file('categories.yaml'), 'slug: legal', 'slug: legal-formation');
    })).toEqual(expect.arrayContaining([`${task}: front matter "category": "legal" is not a slug in categories.yaml`]));
  });

  it('is reported together with every other one, and a stray file too', async () => {
    const problems = await problemsAfter(async (file) => {
      await replaceIn(file(task), 'lastVerified: 2026-11-15', 'lastVerified: soon');
      await replaceIn(file('products.yaml'), /^ {2}rating: 0$/m, '  rating: 9');
      await file('tasks/legal/notes.txt').write('draft');
    });
    expect(problems).toEqual([
      'tasks/legal/notes.txt: only .md files belong in tasks/legal/',
      `${task}: front matter "lastVerified": Invalid ISO date`,
      'products.yaml: "[0].rating": Too big: expected number to be <=5',
    ]);
    await expect(loadContent(copies.at(-1))).rejects.toThrow(/^3 problems in the content:\n {2}- tasks\/legal\/notes\.txt/);
  });
});
