import { CATEGORY_ICONS, checklistContentSchema, checklistItemListSchema, checklistProgressSchema, parseRecommendedTools } from '@launchops/contracts';
import { loadContent } from '@launchops/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectRejectedWithoutWrite } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('checklist content: categories and tasks', () => {
  it('lists the categories in order, with the four core slugs and known icons', async () => {
    const visitor = api.visitor();
    const res = await visitor.get('/api/checklist-categories');
    expect(res.status).toBe(200);
    const slugs = res.body.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['legal', 'banking', 'tax', 'hr']));
    const orders = res.body.map((c: { order: number }) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const c of res.body) expect(CATEGORY_ICONS).toContain(c.icon);
    expect(res.body.reduce((n: number, c: { totalItems: number }) => n + c.totalItems, 0)).toBe(56);
  });

  it('has exactly 56 tasks, each with real content, sorted by order within its category', async () => {
    const res = await api.visitor().get('/api/checklist-items');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(56);
    for (const item of res.body) {
      expect(item.description.split(/\s+/).length, item.slug).toBeGreaterThanOrEqual(80);
      expect(['easy', 'medium', 'hard']).toContain(item.difficulty.toLowerCase());
      expect(item.source.length).toBeGreaterThan(3);
      expect(item.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.completed).toBe(false);
      const tools = JSON.parse(item.recommendedTools) as Array<{ link: string }>;
      for (const tool of tools) expect(tool.link).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/i);
    }
    const tax = await api.visitor().get('/api/checklist-categories');
    const taxId = tax.body.find((c: { slug: string }) => c.slug === 'tax').id;
    const items = await api.visitor().get(`/api/checklist-items/category/${taxId}`);
    expect(items.status).toBe(200);
    expect(items.body.length).toBeGreaterThan(0);
    expect(items.body.every((i: { categoryId: number }) => i.categoryId === taxId)).toBe(true);
    const orders = items.body.map((i: { order: number }) => i.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('checklist content: recommended tools and bad ids', () => {
  it("fills each task's recommended tools from the catalogue, in the shape older checklist builds read", async () => {
    const content = await loadContent();
    const products = new Map(content.products.map((p) => [p.id, p]));
    const items = (await api.visitor().get('/api/checklist-items')).body as Array<{ slug: string; recommendedTools: string }>;
    const task = items.find((i) => i.slug === 'file-83b-election')!;
    const clerky = products.get('clerky')!;
    expect(JSON.parse(task.recommendedTools)).toEqual([
      {
        id: 'irs-form-15620',
        name: 'IRS Form 15620',
        description: products.get('irs-form-15620')!.description,
        price: 'Free',
        link: 'https://www.irs.gov/forms-pubs/about-form-15620',
      },
      { id: 'clerky', name: 'Clerky', description: 'Prepares 83(b) elections alongside founder stock documents.', price: clerky.pricing, link: clerky.link },
    ]);
    // One product, one name, price and link on every task that recommends it.
    let atlas = 0;
    for (const item of items) {
      for (const tool of parseRecommendedTools(item.recommendedTools)) {
        const product = products.get(tool.id!)!;
        expect(product, `${item.slug}: ${tool.name}`).toBeDefined();
        expect({ name: tool.name, price: tool.price, link: tool.link }).toEqual({ name: product.name, price: product.pricing, link: product.link });
        if (tool.id === 'stripe-atlas') atlas += 1;
      }
    }
    expect(atlas).toBeGreaterThanOrEqual(4);
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    const visitor = api.visitor();
    expect((await visitor.get('/api/checklist-items/category/9999')).status).toBe(404);
    const bad = await visitor.get('/api/checklist-items/category/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, message: expect.stringContaining('number') });
  });
});

describe('checklist progress: the visitor and their writes', () => {
  it('sets a visitor cookie on the first response', async () => {
    const visitor = api.visitor();
    const res = await visitor.get('/api/checklist-categories');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lo_visitor='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const again = await visitor.get('/api/checklist-categories');
    expect(again.headers.getSetCookie().some((c) => c.startsWith('lo_visitor='))).toBe(false);
  });

  it('keeps progress per visitor, idempotently, and counts it per category', async () => {
    const alice = api.visitor();
    const bob = api.visitor();
    const items = (await alice.get('/api/checklist-items')).body as Array<{ id: number; categoryId: number }>;
    const target = items[0]!;

    const first = await alice.patch(`/api/checklist-items/${target.id}`, { completed: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: target.id, completed: true });
    const twice = await alice.patch(`/api/checklist-items/${target.id}`, { completed: true });
    expect(twice.status).toBe(200);
    expect(twice.body.completed).toBe(true);
    const rows = await api.sql<{ n: string }>('SELECT count(*)::text AS n FROM checklist_progress WHERE item_id = $1', [target.id]);
    expect(rows[0]!.n).toBe('1');

    const aliceItems = (await alice.get('/api/checklist-items')).body as Array<{ id: number; completed: boolean }>;
    expect(aliceItems.find((i) => i.id === target.id)!.completed).toBe(true);
    const bobItems = (await bob.get('/api/checklist-items')).body as Array<{ id: number; completed: boolean }>;
    expect(bobItems.find((i) => i.id === target.id)!.completed).toBe(false);

    const categories = (await alice.get('/api/checklist-categories')).body as Array<{ id: number; completedItems: number }>;
    expect(categories.find((c) => c.id === target.categoryId)!.completedItems).toBe(1);

    const undone = await alice.patch(`/api/checklist-items/${target.id}`, { completed: false });
    expect(undone.body.completed).toBe(false);
  });

  it('rejects bad PATCH bodies with a clear 4xx and writes nothing', async () => {
    const visitor = api.visitor();
    const written = () => countRows(api, 'checklist_progress');
    const cases: Array<{ body?: unknown; raw?: string }> = [
      { body: { completed: 'yes' } },
      { body: {} },
      { body: { completed: true, extra: 1 } },
      { body: [true] },
      { body: 'x'.repeat(120_000) },
      { raw: '{"completed": tru' },
      { raw: '' },
    ];
    for (const c of cases) {
      const send = () => visitor.request('PATCH', '/api/checklist-items/1', c.body, c.raw !== undefined ? { raw: c.raw } : {});
      await expectRejectedWithoutWrite(send, written, { label: JSON.stringify(c).slice(0, 80) });
    }
    const unknown = await expectRejectedWithoutWrite(() => visitor.patch('/api/checklist-items/99999', { completed: true }), written, {
      label: 'unknown task',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('checklist progress: the task list shape and a restart', () => {
  it('sends the tasks as compact JSON in the contract shape, completed last, flags per visitor', async () => {
    const visitor = api.visitor();
    const all = (await visitor.get('/api/checklist-items')).body as Array<{ id: number; categoryId: number }>;
    const done = [all[0]!.id, all[7]!.id, all[all.length - 1]!.id];
    for (const id of done) await visitor.patch(`/api/checklist-items/${id}`, { completed: true });
    const keys = [
      'id',
      'slug',
      'categoryId',
      'title',
      'order',
      'difficulty',
      'estimatedTime',
      'description',
      'resources',
      'recommendedTools',
      'source',
      'lastVerified',
      'completed',
    ];

    const res = await visitor.get('/api/checklist-items');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(res.text));
    expect(res.headers.get('etag')).toBeNull();
    expect(checklistItemListSchema.parse(res.body)).toEqual(res.body);
    expect(res.text).toBe(JSON.stringify(res.body));
    for (const item of res.body as Array<Record<string, unknown>>) {
      expect(Object.keys(item)).toEqual(keys);
      expect(item.completed, String(item.id)).toBe(done.includes(item.id as number));
    }

    const categoryId = all[7]!.categoryId;
    const ofCategory = await visitor.get(`/api/checklist-items/category/${categoryId}`);
    expect(ofCategory.status).toBe(200);
    expect(ofCategory.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const expected = (res.body as Array<{ categoryId: number }>).filter((item) => item.categoryId === categoryId);
    expect(ofCategory.text).toBe(JSON.stringify(expected));

    const other = await api.visitor().get(`/api/checklist-items/category/${categoryId}`);
    expect((other.body as Array<{ completed: boolean }>).every((item) => !item.completed)).toBe(true);
    const head = await visitor.request('HEAD', '/api/checklist-items');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(res.headers.get('content-length'));
  });

  it('keeps progress across an API restart', async () => {
    const visitor = api.visitor();
    const items = (await visitor.get('/api/checklist-items')).body as Array<{ id: number }>;
    const id = items[3]!.id;
    await visitor.patch(`/api/checklist-items/${id}`, { completed: true });
    await api.restart();
    const after = (await visitor.get('/api/checklist-items')).body as Array<{ id: number; completed: boolean }>;
    expect(after.find((i) => i.id === id)!.completed).toBe(true);
  });
});

describe('checklist content and progress apart (GET /api/checklist, GET /api/checklist-progress)', () => {
  it('sends the same categories and tasks to everybody, without a cookie, with an ETag a browser and a CDN may keep', async () => {
    const visitor = api.visitor();
    const res = await visitor.get('/api/checklist');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const content = checklistContentSchema.parse(res.body);
    expect(content.tasks).toHaveLength(56);
    expect(content.categories.reduce((n, c) => n + c.totalItems, 0)).toBe(56);
    expect(Object.keys(content.tasks[0]!)).not.toContain('completed');
    expect(Object.keys(content.categories[0]!)).not.toContain('completedItems');
    // The same texts as the per-visitor list that older checklist builds read.
    const legacy = (await visitor.get('/api/checklist-items')).body as Array<Record<string, unknown>>;
    expect(legacy.map(({ completed: _completed, ...task }) => task)).toEqual(res.body.tasks);

    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await visitor.get('/api/checklist', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // A visitor's progress does not change the content's version.
    await visitor.patch(`/api/checklist-items/${content.tasks[0]!.id}`, { completed: true });
    expect((await api.visitor().get('/api/checklist', { 'if-none-match': etag })).status).toBe(304);
  });

  it("gives each visitor only their own completed tasks' ids, never cached", async () => {
    const alice = api.visitor();
    const bob = api.visitor();
    const { tasks } = (await alice.get('/api/checklist')).body as { tasks: Array<{ id: number }> };
    const fresh = await alice.get('/api/checklist-progress');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ completedItemIds: [] });
    expect(fresh.headers.get('etag')).toBeNull();
    expect(fresh.headers.get('cache-control') ?? '').not.toMatch(/public/);

    for (const task of [tasks[2]!, tasks[5]!]) await alice.patch(`/api/checklist-items/${task.id}`, { completed: true });
    await alice.patch(`/api/checklist-items/${tasks[9]!.id}`, { completed: true });
    await alice.patch(`/api/checklist-items/${tasks[9]!.id}`, { completed: false });
    const mine = checklistProgressSchema.parse((await alice.get('/api/checklist-progress')).body);
    expect([...mine.completedItemIds].sort((a, b) => a - b)).toEqual([tasks[2]!.id, tasks[5]!.id].sort((a, b) => a - b));
    expect((await bob.get('/api/checklist-progress')).body).toEqual({ completedItemIds: [] });
  });
});

describe('health', () => {
  it('reports the database state and mode', async () => {
    const res = await api.visitor().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { state: 'up', mode: api.mode } });
  });
});
