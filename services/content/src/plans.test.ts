import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { planEntitlements, planLineText, planNumbers } from '@launchops/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, defaultContentDir } from './load.js';
import { loadPlans } from './plans.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function problemsWith(edit: (yaml: string) => string): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-plans-test-'));
  dirs.push(dir);
  await writeFile(path.join(dir, 'plans.yaml'), edit(await readFile(path.join(defaultContentDir, 'plans.yaml'), 'utf8')));
  try {
    await loadPlans(dir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe('plans.yaml', () => {
  it('sells Basic $29, Pro $79 (Popular) and Premium $199, each containing the one before', async () => {
    const plans = await loadPlans();
    expect(plans.map((p) => [p.id, p.monthlyPriceUsd, p.popular ?? false])).toEqual([
      ['free', 0, false],
      ['basic', 29, false],
      ['pro', 79, true],
      ['premium', 199, false],
    ]);
    // The free guide stays free: the plan's calendar and e-mail reminders and the account that keeps progress on every
    // device are the free card's lines (issue 35: a paid card names only what the plan alone delivers).
    expect(planEntitlements(plans, 'free')).toEqual(expect.arrayContaining(['assistant-daily-allowance', 'calendar-reminders', 'progress-sync']));
    expect(planEntitlements(plans, 'free')).not.toContain('premium-articles');
    expect(planEntitlements(plans, 'basic')).toEqual(expect.arrayContaining(['checklist', 'premium-articles', 'document-templates', 'calendar-reminders']));
    expect(planEntitlements(plans, 'basic')).not.toContain('monthly-sessions');
    // Pro lifts the assistant's daily cap: the allowance is no longer one of its entitlements.
    expect(planEntitlements(plans, 'pro')).toEqual(expect.arrayContaining(['premium-articles', 'monthly-sessions', 'assistant-unlimited']));
    expect(planEntitlements(plans, 'pro')).not.toContain('assistant-daily-allowance');
    expect(planEntitlements(plans, 'premium')).toEqual(
      expect.arrayContaining(['premium-articles', 'monthly-sessions', 'assistant-unlimited', 'custom-roadmap']),
    );
    expect(planEntitlements(plans, 'pro')).not.toContain('custom-roadmap');
    // Not built yet, so on no card: priority booking.
    for (const plan of ['free', 'basic', 'pro', 'premium'] as const) expect(planEntitlements(plans, plan)).not.toContain('priority-booking');
    expect(planNumbers(plans, 'pro').sessionsPerMonth).toBe(1);
    expect(planNumbers(plans, 'premium').sessionsPerMonth).toBe(3);
    const premium = plans.find((p) => p.id === 'premium')!;
    expect(premium.lines.map((line) => planLineText(premium, line))[0]).toBe('3 consulting sessions a month, renewed with each billing period');
  });

  it('refuses an unknown entitlement, a second "popular" and a missing number, naming the field', async () => {
    expect(await problemsWith((y) => y.replace('entitlement: premium-articles', 'entitlement: gold-articles'))).toEqual([
      expect.stringMatching(/^plans\.yaml: "\[1\]\.lines\[0\]\.entitlement": /),
    ]);
    expect(await problemsWith((y) => y.replace('  includes: free\n', '  includes: free\n  popular: true\n'))).toEqual([
      'plans.yaml: marks at most one plan "popular"',
    ]);
    expect(await problemsWith((y) => y.replace('  dailyMessages: 10\n', ''))).toEqual([
      'plans.yaml: a plan with the line assistant-daily-allowance gives its dailyMessages',
    ]);
  });
});
