import { ENTITLEMENTS, PLAN_IDS, publicPlanListSchema } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { checkPlans, ENTITLEMENT_LIST, PLAN_ID_LIST } from './plans-fetch';
import { shippedPlans } from './plans-fixture';

describe('checkPlans (the home page reads GET /api/plans without zod)', () => {
  it("keeps the contracts' plan ids and entitlements", () => {
    expect([...PLAN_ID_LIST]).toEqual([...PLAN_IDS]);
    expect([...ENTITLEMENT_LIST]).toEqual([...ENTITLEMENTS]);
  });

  it('accepts what the API answers, which the contracts schema accepts too', async () => {
    const answer = JSON.parse(JSON.stringify(await shippedPlans()));
    expect(publicPlanListSchema.safeParse(answer).success).toBe(true);
    expect(checkPlans(answer)).toEqual(answer);
  });

  it('refuses what the contracts schema refuses, naming the first bad field', async () => {
    const answer = JSON.parse(JSON.stringify(await shippedPlans()));
    const pro = answer[2];
    const cases: Array<[unknown, string]> = [
      [null, 'body'],
      [{ plans: answer }, 'body'],
      [[...answer.slice(0, 2), { ...pro, id: 'gold' }], '[2].id'],
      [[...answer.slice(0, 2), { ...pro, monthlyPriceUsd: '79' }], '[2].monthlyPriceUsd'],
      [[...answer.slice(0, 2), { ...pro, popular: undefined }], '[2].popular'],
      [[...answer.slice(0, 2), { ...pro, includes: 'gold' }], '[2].includes'],
      [[...answer.slice(0, 2), { ...pro, sessionsPerMonth: 1.5 }], '[2].sessionsPerMonth'],
      [[...answer.slice(0, 2), { ...pro, lines: [{ entitlement: 'checklist', text: 3 }] }], '[2].lines[0].text'],
      [[...answer.slice(0, 2), { ...pro, lines: [{ entitlement: 'jet', text: 'A jet' }] }], '[2].lines[0].entitlement'],
      [[...answer.slice(0, 2), { ...pro, entitlements: ['checklist', 'jet'] }], '[2].entitlements[1]'],
    ];
    for (const [body, field] of cases) {
      expect(publicPlanListSchema.safeParse(body).success, field).toBe(false);
      expect(() => checkPlans(body), field).toThrow(`malformed (${field})`);
    }
  });
});
