import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { POLICY_IDS } from '@launchops/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, defaultContentDir, loadContent } from './load.js';
import { getFact, getPolicy, sitePolicies } from './site.js';

const copies: string[] = [];
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The problems a copy of the shipped content is refused with after `file` had `from` replaced by `to`. */
async function problemsAfter(file: string, from: string, to: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-content-site-'));
  copies.push(dir);
  await cp(defaultContentDir, dir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|src)$/.test(source) });
  const text = await readFile(path.join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`test setup: ${from} not in ${file}`);
  await writeFile(path.join(dir, file), text.replace(from, to));
  try {
    await loadContent(dir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const WEEKEND_RULE = 'the last day moves to the next business day, but mail by the Friday before';

describe('facts and policies', () => {
  it('states the 83(b) deadline once: the task and the article quote the fact word for word', async () => {
    const content = await loadContent();
    const fact = getFact(content, '83b-deadline');
    expect(getFact(content, 'weekend-holiday-rule').wording).toBe(WEEKEND_RULE);
    expect(fact.value).toBe(30);
    expect(fact.wording).toContain(WEEKEND_RULE);
    expect(fact.wording).not.toMatch(/\{\{/);
    const task = content.tasks.find((t) => t.slug === 'file-83b-election')!;
    expect(task.description).toContain(fact.wording);
    expect(task.title).toBe('File your 83(b) election within 30 days');
    const article = content.articles.find((a) => a.slug === 'the-83b-election-step-by-step')!;
    expect(article.content).toContain(fact.wording);
    expect(article.content).not.toMatch(/do not plan around weekend/i);
  });

  it('has one statement per policy, in order, with the session price taken from advisor.yaml', async () => {
    const content = await loadContent();
    expect(content.policies.map((p) => p.id)).toEqual([...POLICY_IDS]);
    const price = `$${content.advisors[0]!.sessionPriceCents / 100}`;
    expect(getPolicy(content, 'sessions').statement).toContain(`with our advisor at ${price},`);
    expect(await readFile(path.join(defaultContentDir, 'policies.yaml'), 'utf8')).not.toContain(price);
    for (const policy of content.policies) expect(policy.statement, policy.id).not.toMatch(/\{\{|\n/);
  });

  it('words the cancellation policy once (policies.yaml, refunds), and the refunds statement, the FAQ and the API quote it', async () => {
    const content = await loadContent();
    const wording = getPolicy(content, 'refunds').cancellation!;
    expect(wording).toBe(
      'Sessions can be rescheduled free of charge up to 24 hours before they start and cancelled online until they start; cancel 24 hours or more before and a paid session is refunded in full, or a session your plan covered gives its credit back to that billing period; cancel later and nothing is refunded or given back.',
    );
    expect(getPolicy(content, 'refunds').statement).toContain(wording);
    const reschedule = content.consultingFaq.find((f) => f.ref === 'reschedule')!;
    expect(reschedule.answer).toContain(wording);
    expect(reschedule.answer).not.toMatch(/\{\{/);
    expect(sitePolicies(content).policies.find((p) => p.id === 'refunds')!.cancellation).toBe(wording);
    // Typed once: the other texts quote it.
    const yaml = await readFile(path.join(defaultContentDir, 'policies.yaml'), 'utf8');
    expect(yaml.match(/gives its credit back/g)).toHaveLength(1);
  });

  it("takes the plans' prices and session credits from plans.yaml, never typed again", async () => {
    const content = await loadContent();
    const plans = (await import('yaml')).parse(await readFile(path.join(defaultContentDir, 'plans.yaml'), 'utf8')) as Array<{
      id: string;
      monthlyPriceUsd: number;
      sessionsPerMonth?: number;
    }>;
    const pro = plans.find((p) => p.id === 'pro')!;
    expect(getPolicy(content, 'plans').statement).toContain(`Pro at $${pro.monthlyPriceUsd}`);
    expect(getPolicy(content, 'sessions').statement).toContain(`Pro includes ${pro.sessionsPerMonth} `);
    expect(await readFile(path.join(defaultContentDir, 'policies.yaml'), 'utf8')).not.toContain(`$${pro.monthlyPriceUsd}`);
  });

  it('answers GET /api/site-policies with the areas and counts computed from the files', async () => {
    const content = await loadContent();
    const answer = sitePolicies(content);
    expect(answer.areas.map((a) => a.name)).toEqual(content.categories.map((c) => c.name));
    expect(answer.counts).toMatchObject({ tasks: content.tasks.length, areas: content.categories.length, products: content.products.length });
    expect(answer.sessionPriceCents).toBe(content.advisors[0]!.sessionPriceCents);
  });

  it('refuses an unknown placeholder, naming the file and the field', async () => {
    expect(await problemsAfter('tasks/legal/file-83b-election.md', '{{fact:83b-deadline}}', '{{fact:83b-deadlin}}')).toEqual([
      'tasks/legal/file-83b-election.md: body: {{fact:83b-deadlin}} names no fact in facts.yaml',
    ]);
    expect(await problemsAfter('policies.yaml', 'at {{session-price}}', 'at {{session-cost}}')).toEqual([
      expect.stringMatching(/^policies\.yaml: \[4\] "statement": \{\{session-cost\}\} is not a known placeholder/),
    ]);
  });

  it('refuses a policy file that lacks a policy, or a fact without its date', async () => {
    expect(await problemsAfter('policies.yaml', '- id: refunds', '- id: sessions')).toEqual(
      expect.arrayContaining(['policies.yaml: [5]: id "sessions" is already used by policies.yaml: [4]']),
    );
    expect(await problemsAfter('facts.yaml', '  lastVerified: 2026-11-27\n\n- id: 83b', '\n- id: 83b')).toEqual([
      'facts.yaml: "[0].lastVerified": Invalid input: expected string, received undefined',
    ]);
  });
});
