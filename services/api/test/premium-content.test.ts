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
