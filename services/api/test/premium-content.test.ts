import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, givePlan, signedInAccount } from './support/billing.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * What the Basic card sells, as shipped in services/content (issue 35): the premium articles are real articles of
 * the content, refused with 402 below Basic and served to Basic.
 */

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ TEST_PAYMENTS_URL: 'http://127.0.0.1:9', BILLING_GRACE_CHECK_MS: '3600000' });
});
afterAll(() => api?.close());

describe('premium articles of the content', () => {
  it('at least two ship; each is 402 for a free visitor and a free account, 200 for Basic', async () => {
    const premium = await api.sql<{ slug: string }>(`SELECT slug FROM blog_post WHERE tier = 'premium' ORDER BY slug`);
    expect(premium.map((row) => row.slug)).toEqual(
      expect.arrayContaining(['cap-table-and-safe-conversion-a-share-by-share-walkthrough', 'registering-in-another-state-the-foreign-qualification-playbook']),
    );
    const free = await signedInAccount(api.sql);
    const basic = await signedInAccount(api.sql);
    await givePlan(api.sql, basic.accountId, 'basic');
    for (const { slug } of premium) {
      const url = `/api/blog-posts/${slug}`;
      const visitor = await call(api.baseUrl, 'GET', url, `lo_visitor=${randomUUID()}`);
      expect(visitor.status, slug).toBe(402);
      expect(visitor.body.message).toMatch(/premium article.*Basic, Pro and Premium/);
      expect((await call(api.baseUrl, 'GET', url, free.cookie)).status, slug).toBe(402);
      const served = await call(api.baseUrl, 'GET', url, basic.cookie);
      expect(served.status, slug).toBe(200);
      expect(served.body.slug).toBe(slug);
    }
  });
});

describe("the assistant's knowledge", () => {
  it('holds only the excerpt of a premium article, so a free visitor cannot read its text through the assistant', async () => {
    const [premium] = await api.sql<{ body: string }>(
      `SELECT body FROM knowledge_document WHERE kind = 'post' AND ref = 'cap-table-and-safe-conversion-a-share-by-share-walkthrough'`,
    );
    expect(premium!.body).toMatch(/share by share|share-by-share|cap table/i);
    expect(premium!.body).not.toContain('11,764,706');
    const [standard] = await api.sql<{ body: string }>(`SELECT body FROM knowledge_document WHERE kind = 'post' AND ref = 'the-83b-election-step-by-step'`);
    expect(standard!.body.length).toBeGreaterThan(1000);
  });
});

describe('document templates', () => {
  it('GET /api/templates lists the five for anybody, with titles, summaries and sources but no text', async () => {
    const response = await call(api.baseUrl, 'GET', '/api/templates', `lo_visitor=${randomUUID()}`);
    expect(response.status).toBe(200);
    const list = response.body as unknown as Array<Record<string, unknown>>;
    expect(list.map((t) => t.slug)).toEqual(
      expect.arrayContaining([
        'offer-letter',
        'independent-contractor-agreement',
        'ciiaa',
        'board-consent-founder-stock-and-83b',
        'board-consent-option-plan-adoption',
      ]),
    );
    for (const template of list) {
      expect(template).toEqual(expect.objectContaining({ title: expect.any(String), summary: expect.any(String), sources: expect.any(Array) }));
      expect(template).not.toHaveProperty('content');
      expect(template).not.toHaveProperty('body');
    }
  });

  it('GET /api/templates/:slug is 402 with a link to the plans for a free visitor and a free account, 200 for Basic; 404 and 400 for a bad slug', async () => {
    const url = '/api/templates/offer-letter';
    const visitor = await call(api.baseUrl, 'GET', url, `lo_visitor=${randomUUID()}`);
    expect(visitor.status).toBe(402);
    expect(visitor.body.message).toMatch(/Basic, Pro and Premium.*\/#plans/);
    expect(JSON.stringify(visitor.body)).not.toMatch(/Offer letter|at will/i);
    const free = await signedInAccount(api.sql);
    expect((await call(api.baseUrl, 'GET', url, free.cookie)).status).toBe(402);

    const basic = await signedInAccount(api.sql);
    await givePlan(api.sql, basic.accountId, 'basic');
    const served = await call(api.baseUrl, 'GET', url, basic.cookie);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.body).toMatchObject({ slug: 'offer-letter', title: 'Offer letter for an employee' });
    expect(served.body.content).toMatch(/not legal advice/);
    expect(Array.isArray(served.body.body)).toBe(true);

    const pro = await signedInAccount(api.sql);
    await givePlan(api.sql, pro.accountId, 'pro');
    expect((await call(api.baseUrl, 'GET', '/api/templates/ciiaa', pro.cookie)).status).toBe(200);

    expect((await call(api.baseUrl, 'GET', '/api/templates/no-such-template', basic.cookie)).status).toBe(404);
    expect((await call(api.baseUrl, 'GET', '/api/templates/NOT%20A%20SLUG', basic.cookie)).status).toBe(400);
  });
});
