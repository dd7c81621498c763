import { loadStateRules } from '@launchops/content';
import { stateIndexSchema, stateObligationsSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('GET /api/states and /api/states/:state', () => {
  it('lists every state and DC, with the count of records of each kind, cached with an ETag', async () => {
    const res = await fetch(`${api.baseUrl}/api/states`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=300/);
    const index = stateIndexSchema.parse(await res.json());
    expect(index).toHaveLength(51);
    const california = index.find((s) => s.code === 'CA')!;
    expect(california).toMatchObject({ name: 'California', slug: 'california' });
    for (const kind of ['formation', 'qualification', 'employer', 'sales-tax', 'income-tax'] as const) expect(california.counts[kind]).toBeGreaterThan(0);
    expect(index.find((s) => s.code === 'DC')!.slug).toBe('district-of-columbia');
    const again = await fetch(`${api.baseUrl}/api/states`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it("answers a state's records by its page name or its code, each with its rule in words, as the plan reads them", async () => {
    const res = await fetch(`${api.baseUrl}/api/states/new-york`);
    expect(res.status).toBe(200);
    const body = stateObligationsSchema.parse(await res.json());
    const records = loadStateRules().filter((rule) => rule.state === 'NY');
    expect(body.records.map((r) => `${r.id} ${r.entities.join('+')}`).sort()).toEqual(records.map((r) => `${r.id} ${r.entities.join('+')}`).sort());
    const biennial = body.records.find((r) => r.id === 'new-york-biennial-statement')!;
    expect(biennial.when).toBe('every 2 years by the end of the month it was formed or registered in');
    expect((await (await fetch(`${api.baseUrl}/api/states/NY`)).json()).slug).toBe('new-york');
  });

  it('answers every state beyond the first ten from its records too (Ohio), and a name that is no state with a 404 a person can act on', async () => {
    const ohio = stateObligationsSchema.parse(await (await fetch(`${api.baseUrl}/api/states/ohio`)).json());
    expect(ohio).toMatchObject({ code: 'OH', name: 'Ohio' });
    expect(new Set(ohio.records.map((r) => r.kind))).toEqual(new Set(['formation', 'qualification', 'employer', 'sales-tax', 'income-tax']));
    const missing = await fetch(`${api.baseUrl}/api/states/atlantis`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('"atlantis" is not a US state or DC; the list of states is at /api/states');
    const bad = await fetch(`${api.baseUrl}/api/states/new_york`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/lowercase words joined by hyphens/);
  });
});
