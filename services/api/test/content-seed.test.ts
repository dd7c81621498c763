import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '@launchops/content';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/database/seed/seed.js';
import { startTestApi, type TestApi, type TestVisitor } from './support/test-api.js';

/** What the seed before the content folder gave a fresh database: [id, slug] of each area, [id, slug, area] of each task. */
const previousSeed = JSON.parse(await readFile(new URL('./fixtures/previous-seed-ids.json', import.meta.url), 'utf8')) as {
  categories: Array<[number, string]>;
  tasks: Array<[number, string, string]>;
};

// The seed reads the content folder: here a copy (CONTENT_DIR) that the tests edit between restarts.
let api: TestApi;
let contentDir: string;

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'lo-content-'));
  const shipped = (await loadContent()).dir;
  await cp(shipped, contentDir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|src)$/.test(source) });
  api = await startTestApi({ CONTENT_DIR: contentDir });
});

afterAll(async () => {
  await api?.close();
  if (contentDir) await rm(contentDir, { recursive: true, force: true });
});

type Task = { id: number; slug: string; title: string; categoryId: number };
type Category = { id: number; slug: string; totalItems: number };
const checklist = async (visitor: TestVisitor) => (await visitor.get('/api/checklist')).body as { categories: Category[]; tasks: Task[] };
const completed = async (visitor: TestVisitor) => ((await visitor.get('/api/checklist-progress')).body.completedItemIds as number[]).sort((a, b) => a - b);

/** What a visitor's plan holds of theirs (titles and area names come from the files and may change). */
const planFacts = (plan: {
  answers: unknown;
  completedAt: string | null;
  summary: unknown;
  tasks: Array<{ itemId: number; slug: string; completed: boolean; applies: boolean }>;
}) => ({
  answers: plan.answers,
  completedAt: plan.completedAt,
  summary: plan.summary,
  tasks: plan.tasks.map((t) => ({ itemId: t.itemId, slug: t.slug, completed: t.completed, applies: t.applies })),
});

const answers = {
  entity: 'c-corp',
  formationState: 'DE',
  formedOn: '2026-01-05',
  founderCount: 2,
  founderStockGranted: true,
  founderStockGrantedOn: '2026-01-06',
  stage: 'pre-revenue',
  paysContractors: true,
  hiresEmployees: false,
  fundraising: 'none',
  sellsOnline: false,
  fiscalYearEndMonth: 12,
};

/**
 * Puts the content tables back as the seed before the content folder left them: rows keyed by slug with ids from
 * the sequence in the order of the old TypeScript arrays (test/fixtures/previous-seed-ids.json), upserted twice as
 * two starts did (each consumed sequence values), and texts that the files have since changed.
 */
async function rebuildAsPreviousSeed(): Promise<void> {
  await api.sql('DELETE FROM knowledge_document');
  await api.sql('DELETE FROM checklist_category');
  await api.sql("SELECT setval(pg_get_serial_sequence('checklist_category', 'id'), 1, false)");
  await api.sql("SELECT setval(pg_get_serial_sequence('checklist_item', 'id'), 1, false)");
  for (let start = 0; start < 2; start += 1) {
    for (const [order, [, slug]] of previousSeed.categories.entries()) {
      await api.sql(
        `INSERT INTO checklist_category (slug, name, description, icon, sort_order) VALUES ($1, $2, 'Before the content folder', 'Building2', $3)
         ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name`,
        [slug, `Previous ${slug}`, order + 1],
      );
    }
    for (const [order, [, slug, category]] of previousSeed.tasks.entries()) {
      await api.sql(
        `INSERT INTO checklist_item (slug, category_id, title, sort_order, difficulty, estimated_time, description, resources, recommended_tools, source, last_verified)
         SELECT $1, c.id, $2, $3, 'easy', '1 hour', 'Before the content folder', '- tip', '[]', 'previous seed', '2026-01-01' FROM checklist_category c WHERE c.slug = $4
         ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title`,
        [slug, `Previous title of ${slug}`, order + 1, category],
      );
    }
  }
}

describe('the seed as a loader of the content folder: ids and progress kept', () => {
  it("migrates a database the previous seed left without losing a visitor's progress or plan", async () => {
    await rebuildAsPreviousSeed();
    const rows = await api.sql<{ id: number; slug: string }>('SELECT id, slug FROM checklist_item ORDER BY id');
    // The mimicry holds: the previous seed numbered the tasks in its arrays' order.
    expect(rows.map((r) => [r.id, r.slug])).toEqual(previousSeed.tasks.map(([id, slug]) => [id, slug]));

    const visitor = api.visitor();
    const picked = previousSeed.tasks.filter(([, slug]) => ['file-83b-election', 'get-an-ein', 'file-1099-nec'].includes(slug));
    expect(picked).toHaveLength(3);
    for (const [id] of picked) expect((await visitor.patch(`/api/checklist-items/${id}`, { completed: true })).status).toBe(200);
    expect((await visitor.request('PUT', '/api/plan/answers', { answers, complete: true })).status).toBe(200);
    const planBefore = (await visitor.get('/api/plan')).body;
    // (The quiz's answers may mark more tasks done, e.g. founder stock granted.)
    const progressBefore = await completed(visitor);
    expect(progressBefore).toEqual(expect.arrayContaining(picked.map(([id]) => id)));
    const progressRows = Number((await api.sql<{ n: number }>('SELECT count(*)::int AS n FROM checklist_progress'))[0]!.n);

    // npm start with the new code on that database.
    await api.restart();

    const after = await checklist(visitor);
    const content = await loadContent(contentDir);
    // Every task kept its id and slug; the counts are the files' (and the previous seed's).
    expect(after.tasks.map((t) => [t.id, t.slug]).sort(([a], [b]) => Number(a) - Number(b))).toEqual(previousSeed.tasks.map(([id, slug]) => [id, slug]));
    expect(after.tasks).toHaveLength(content.counts.tasks);
    expect(after.categories.map((c) => [c.id, c.slug])).toEqual(previousSeed.categories);
    expect(after.categories.map((c) => c.totalItems)).toEqual(
      previousSeed.categories.map(([, slug]) => previousSeed.tasks.filter((t) => t[2] === slug).length),
    );
    // The texts are the files' now.
    for (const task of after.tasks) expect(task.title).toBe(content.tasks.find((t) => t.id === task.id)!.title);
    // The visitor's progress points at the same tasks, and the plan is the same.
    expect(await completed(visitor)).toEqual(progressBefore);
    expect((await api.sql<{ n: number }>('SELECT count(*)::int AS n FROM checklist_progress'))[0]!.n).toBe(progressRows);
    expect(planFacts((await visitor.get('/api/plan')).body)).toEqual(planFacts(planBefore));
    // The assistant's documents are back, one per task.
    expect((await api.sql<{ n: number }>("SELECT count(*)::int AS n FROM knowledge_document WHERE kind = 'task'"))[0]!.n).toBe(content.counts.tasks);
  });

  it('shows an edited task after a restart, with the progress still there', async () => {
    const visitor = api.visitor();
    const task = (await loadContent(contentDir)).tasks.find((t) => t.slug === 'get-an-ein')!;
    expect((await visitor.patch(`/api/checklist-items/${task.id}`, { completed: true })).status).toBe(200);

    const file = path.join(contentDir, task.file);
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace(`title: ${task.title}\n`, 'title: Get an EIN from the IRS (edited)\n'));
    await api.restart();

    const after = await checklist(visitor);
    expect(after.tasks.find((t) => t.id === task.id)).toMatchObject({ slug: task.slug, title: 'Get an EIN from the IRS (edited)' });
    expect(await completed(visitor)).toEqual([task.id]);
    const [doc] = await api.sql<{ title: string }>("SELECT title FROM knowledge_document WHERE kind = 'task' AND ref = $1", [task.slug]);
    expect(doc!.title).toBe('Get an EIN from the IRS (edited)');
  });
});

describe('the seed as a loader of the content folder: content refused or taken out', () => {
  it('refuses, naming the task, content that drops a task or moves it to another id; nothing is written', async () => {
    const content = await loadContent(contentDir);
    const dropped = content.tasks.find((t) => t.slug === 'file-83b-election')!;
    const visitor = api.visitor();
    expect((await visitor.patch(`/api/checklist-items/${dropped.id}`, { completed: true })).status).toBe(200);
    const dataSource = api.service(DataSource);
    const before = await api.sql('SELECT id, slug, title FROM checklist_item ORDER BY id');
    const { visitors } = (
      await api.sql<{ visitors: number }>('SELECT count(DISTINCT visitor_id)::int AS visitors FROM checklist_progress WHERE item_id = $1', [dropped.id])
    )[0]!;
    expect(visitors).toBeGreaterThan(0);

    const withoutIt = { ...content, tasks: content.tasks.filter((t) => t.id !== dropped.id) };
    await expect(dataSource.transaction((manager) => seedContent(manager, withoutIt))).rejects.toThrow(
      `task ${dropped.id} "file-83b-election" is in the database but no file under tasks/ has id ${dropped.id} (progress of ${visitors} visitor(s) points at it)`,
    );
    const renumbered = { ...content, tasks: content.tasks.map((t) => (t.id === dropped.id ? { ...t, id: 9_999, title: 'Renumbered' } : t)) };
    await expect(dataSource.transaction((manager) => seedContent(manager, renumbered))).rejects.toThrow(
      `${dropped.file}: front matter "id" is 9999, but this database holds task "file-83b-election" as id ${dropped.id}`,
    );

    expect(await api.sql('SELECT id, slug, title FROM checklist_item ORDER BY id')).toEqual(before);
    expect(await completed(visitor)).toEqual([dropped.id]);
    expect(await api.sql('SELECT count(*)::int AS n FROM checklist_progress WHERE item_id = $1', [dropped.id])).toEqual([{ n: visitors }]);
  });

  it('takes an article and a product out of the site when their files drop them', async () => {
    const content = await loadContent(contentDir);
    const [article] = content.articles;
    // A reviewed product no task recommends (the loader refuses to drop one a task still names).
    const named = new Set(content.tasks.flatMap((t) => t.recommendedProducts.map((e) => (typeof e === 'string' ? e : e.id))));
    const product = [...content.products].reverse().find((p) => p.views.includes('software') && !named.has(p.id))!;
    const dataSource = api.service(DataSource);
    await dataSource.transaction((manager) =>
      seedContent(manager, { ...content, articles: content.articles.slice(1), products: content.products.filter((p) => p !== product) }),
    );
    expect(await api.sql('SELECT slug FROM blog_post WHERE slug = $1', [article!.slug])).toEqual([]);
    expect(await api.sql('SELECT id FROM product WHERE id = $1', [product.id])).toEqual([]);
    expect(
      await api.sql("SELECT ref FROM knowledge_document WHERE (kind = 'post' AND ref = $1) OR (kind = 'software' AND ref = $2)", [article!.slug, product.id]),
    ).toEqual([]);
    // Put back (the next start would do the same).
    await dataSource.transaction((manager) => seedContent(manager, content));
    expect(await api.sql('SELECT slug FROM blog_post WHERE slug = $1', [article!.slug])).toHaveLength(1);
  });
});
