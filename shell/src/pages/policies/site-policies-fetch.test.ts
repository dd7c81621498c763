import { loadContent, sitePolicies } from '@launchops/content';
import { sitePoliciesSchema } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { checkSitePolicies } from './site-policies-fetch';

describe('checkSitePolicies (the footer reads it without zod)', () => {
  it('accepts what the API answers, which the contracts schema accepts too', async () => {
    const answer = JSON.parse(JSON.stringify(sitePolicies(await loadContent())));
    expect(sitePoliciesSchema.safeParse(answer).success).toBe(true);
    expect(checkSitePolicies(answer)).toEqual(answer);
  });

  it.each([
    [null, 'body'],
    [{ policies: 'x' }, 'policies'],
    [{ policies: [{ id: 'plans', title: 'Plans', statement: 3, updated: '2026-11-27' }] }, 'policies[0].statement'],
  ])('refuses %j, naming %s', (body, field) => {
    expect(() => checkSitePolicies(body)).toThrow(`malformed (${field})`);
  });

  it('refuses an answer without counts or price', async () => {
    const answer = JSON.parse(JSON.stringify(sitePolicies(await loadContent())));
    expect(() => checkSitePolicies({ ...answer, counts: { ...answer.counts, tasks: '56' } })).toThrow('counts.tasks');
    expect(() => checkSitePolicies({ ...answer, sessionPriceCents: undefined })).toThrow('sessionPriceCents');
  });
});
