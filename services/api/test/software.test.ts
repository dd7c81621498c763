import { softwareDetailSchema, softwareListSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('GET /api/software-recommendations', () => {
  it('lists at least 12 summaries in their sort order, without detail fields', async () => {
    const res = await api.visitor().get('/api/software-recommendations');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const list = softwareListSchema.parse(res.body);
    expect(list.length).toBeGreaterThanOrEqual(12);
    const ids = list.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['liveplan', 'pitch', 'quickbooks-online']));
    const rows = await api.sql<{ id: string }>('SELECT id FROM software ORDER BY sort_order, id');
    expect(ids).toEqual(rows.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(res.body[0]).not.toHaveProperty('longDescription');
    expect(res.body[0]).not.toHaveProperty('pros');
    for (const s of list) expect(typeof s.rating).toBe('number');
    // No product carries a rating we could not source, and every name is a real product's.
    expect(list.every((s: { rating: number; reviewCount: number }) => s.rating === 0 && s.reviewCount === 0)).toBe(true);
    const names = list.map((s: { name: string }) => s.name);
    for (const invented of ['Business Plan Pro', 'Pitch Deck Master', 'Startup Accounting Suite']) expect(names).not.toContain(invented);
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const visitor = api.visitor();
    const first = await visitor.get('/api/software-recommendations');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    // Shared by everybody: no visitor cookie is set on content.
    expect(first.headers.getSetCookie()).toEqual([]);
    const again = await visitor.get('/api/software-recommendations', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const stale = await visitor.get('/api/software-recommendations', { 'if-none-match': '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(first.body.length);
  });
});

describe('GET /api/software-recommendations/:id', () => {
  it('returns the full detail of one tool', async () => {
    const res = await api.visitor().get('/api/software-recommendations/quickbooks-online');
    expect(res.status).toBe(200);
    const detail = softwareDetailSchema.parse(res.body);
    expect(detail.id).toBe('quickbooks-online');
    expect(detail.longDescription.length).toBeGreaterThan(100);
    expect(detail.pros.length).toBeGreaterThan(0);
    expect(detail.cons.length).toBeGreaterThan(0);
    expect(detail.bestFor).not.toBe('');
  });

  it('serves every listed tool, each with its own ETag and 304 on revalidation', async () => {
    const visitor = api.visitor();
    const list = (await visitor.get('/api/software-recommendations')).body as Array<{ id: string; name: string }>;
    const etags = new Set<string>();
    for (const { id, name } of list) {
      const res = await visitor.get(`/api/software-recommendations/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.name).toBe(name);
      etags.add(res.headers.get('etag')!);
    }
    expect(etags.size).toBe(list.length);
    const one = await visitor.get('/api/software-recommendations/pitch');
    const cached = await visitor.get('/api/software-recommendations/pitch', { 'if-none-match': one.headers.get('etag')! });
    expect(cached.status).toBe(304);
  });

  it('answers 404 with the house message for an unknown id', async () => {
    const res = await api.visitor().get('/api/software-recommendations/no-such-tool');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'We could not find that software' });
  });

  it.each(['Not_A_Slug', 'has%20space', 'UPPER', '-leading-dash', '%3Cscript%3E', 'a--b'])(
    'answers 400 for the malformed id %s',
    async (id) => {
      const res = await api.visitor().get(`/api/software-recommendations/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.statusCode).toBe(400);
      expect(typeof res.body.message).toBe('string');
    },
  );

  it('answers a JSON 4xx, not a crash, for an absurdly long id', async () => {
    const res = await api.visitor().get(`/api/software-recommendations/${'a'.repeat(500)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.statusCode).toBe(res.status);
  });
});
