import { getFact, loadContent, sitePolicies } from '@launchops/content';
import { sitePoliciesSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('GET /api/site-policies', () => {
  it('answers the policies and facts of the content folder, filled in, with the counts computed from the files, cached with an ETag', async () => {
    const content = await loadContent();
    const res = await fetch(`${api.baseUrl}/api/site-policies`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=300/);
    const body = sitePoliciesSchema.parse(await res.json());
    expect(body).toEqual(sitePolicies(content));
    expect(body.policies.find((p) => p.id === 'sessions')!.statement).toContain(`with our advisor at $${content.advisors[0]!.sessionPriceCents / 100},`);
    expect(body.facts.find((f) => f.id === '83b-deadline')!.wording).toBe(getFact(content, '83b-deadline').wording);
    expect(body.counts).toMatchObject({ tasks: 56, areas: 6 });
    const again = await fetch(`${api.baseUrl}/api/site-policies`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
