import ICAL from 'ical.js';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, visible } from '@launchops/kit/e2e';
import { useSharedTestSite } from '@launchops/tools/test-site';

const { site, browser } = useSharedTestSite();

/** Today where the IRS counts days, as the API does. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
// Granted 25 days ago: the 83(b) deadline is 5 days away, before nearly every other deadline of the year.
const grantedOn = addDays(today, -25);
const formedOn = grantedOn < `${today.slice(0, 8)}01` ? grantedOn : `${today.slice(0, 8)}01`;

async function next(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await visible(page.getByRole('heading', { level: 2, name: title }));
}

/** Answers every screen of the quiz as a Delaware C-corp run from California that hires in New York, and builds the plan. */
async function answerQuiz(page: Page): Promise<void> {
  await page.goto('/checklist/quiz');
  await visible(page.getByRole('heading', { level: 2, name: 'How is your company set up?' }));
  await page.getByRole('radio', { name: /A C corporation/ }).check();
  await next(page, 'Where and when was it formed?');
  expect(await page.getByLabel('State of formation').inputValue()).toBe('DE');
  await page.getByLabel('Date of formation').fill(formedOn);
  await next(page, 'Founders and founder stock');
  await page.getByLabel('How many founders?').fill('2');
  // Two Yes/No questions on this screen (the grant, and a foreign owner): each radio group is named by
  // its own question (fieldset and legend), so a screen reader says which "Yes" it is; pick the radio by its group.
  const granted = page.getByRole('group', { name: 'Has founder stock with vesting been granted?' });
  const foreignOwner = page.getByRole('group', { name: 'Is any founder or owner a foreign person (neither a US citizen nor a US resident)?' });
  expect(await page.getByRole('radio', { name: 'Yes' }).count()).toBe(2);
  expect(await granted.getByRole('radio', { name: 'Yes' }).count()).toBe(1);
  expect(await foreignOwner.getByRole('radio', { name: 'Yes' }).count()).toBe(1);
  const groupNames = await page
    .getByRole('group')
    .evaluateAll((groups) => groups.map((group) => group.querySelector(':scope > legend')?.textContent?.trim() ?? ''));
  expect(groupNames.every((name) => name.length > 0)).toBe(true);
  expect(new Set(groupNames).size).toBe(groupNames.length);
  await granted.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Date of the grant').fill(grantedOn);
  await next(page, 'Where does your team work?');
  // By keyboard: pick a state, Tab to "Add state", Enter; focus stays in the picker, not on the page body.
  const workList = page.getByRole('combobox', { name: 'States where the founders and any current employees work' });
  await workList.focus();
  await workList.selectOption('CA');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add state');
  await page.keyboard.press('Enter');
  await visible(page.getByRole('button', { name: 'Remove California' }));
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
  expect(await workList.evaluate((list) => list === document.activeElement)).toBe(true);
  await next(page, 'Where are you today?');
  await page.getByRole('radio', { name: 'Building, no revenue yet' }).check();
  await next(page, 'Who works for the company?');
  await page.getByRole('group', { name: 'Do you pay contractors or freelancers?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: 'Will you hire employees in the next 12 months?' }).getByRole('radio', { name: 'Yes' }).check();
  await next(page, 'Your employees');
  // Picking a state is enough: the hint says a state left chosen in the list is added on Continue.
  await page.getByLabel('States where employees will work').selectOption('NY');
  await next(page, 'Raising money');
  await page.getByRole('radio', { name: 'Not raising money yet' }).check();
  await next(page, 'Selling');
  await page.getByRole('radio', { name: 'No' }).check();
  await next(page, 'Your tax year');
  await page.getByLabel('The tax year ends in').selectOption('12');
  await next(page, 'Check your answers');
  await page.getByRole('button', { name: 'Build my plan' }).click();
}

type PlanBody = {
  answers: { workStates?: string[]; employeeStates?: string[] };
  deadlines: Array<{ ruleId: string; dueOn: string; movedFrom: string | null; daysLeft: number }>;
};

/** The plan page and the API's plan agree: most urgent first, the 83(b) election 30 days from the grant. Returns that deadline. */
async function checkPlan(page: Page, context: BrowserContext): Promise<PlanBody['deadlines'][number]> {
  await visible(page.getByRole('heading', { level: 1, name: 'Your launch plan' }));
  expect(new URL(page.url()).pathname).toBe('/checklist/plan');
  // The API's own reading of the plan: the 83(b) rule counts 30 days from the grant (5 from today), and the
  // deadlines come in the order they fall due.
  const plan = (await (await context.request.get('/api/plan')).json()) as PlanBody;
  // The state added by keyboard and the one only picked in the list were both saved.
  expect(plan.answers).toMatchObject({ workStates: ['CA'], employeeStates: ['NY'] });
  const dues = plan.deadlines.map((deadline) => deadline.dueOn);
  expect(dues).toEqual([...dues].sort());
  const election = plan.deadlines.find((deadline) => deadline.ruleId === '83b-election')!;
  expect(election.movedFrom ?? election.dueOn).toBe(addDays(today, 5));
  // The page leads with the most urgent: the 83(b) election, unless another deadline falls due the same
  // days (a few days a year, around a quarterly estimated-tax date).
  const firstDeadline = page.getByTestId('plan-deadline').first();
  const { daysLeft } = plan.deadlines[0]!;
  expect(await firstDeadline.textContent()).toContain(daysLeft < 0 ? 'missed' : daysLeft === 0 ? 'due today' : `in ${daysLeft} day`);
  if (plan.deadlines.every((deadline) => deadline === election || deadline.dueOn > election.dueOn)) {
    expect(plan.deadlines[0]).toBe(election);
    await visible(firstDeadline.getByText('File your 83(b) election with the IRS'));
    expect(await page.getByTestId('plan-task').first().getAttribute('data-slug')).toBe('file-83b-election');
  }
  return election;
}

/** Hidden tasks, the calendar feed, reminders, and the way back to the quiz. */
async function checkPlanTools(page: Page, dueOn: string): Promise<void> {
  // The LLC tasks are hidden, and can be shown.
  const tasks = page.getByRole('region', { name: 'Your tasks, most urgent first' });
  expect(await tasks.getByText('Sign an LLC operating agreement (LLCs only)').count()).toBe(0);
  await page.getByRole('button', { name: /^Show \d+ hidden tasks?$/ }).click();
  await visible(page.getByRole('region', { name: 'Tasks that do not apply to you' }).getByText('Sign an LLC operating agreement (LLCs only)'));

  // The private calendar feed: valid iCalendar, read by a real parser, holding the deadline.
  await page.getByRole('button', { name: 'Create my calendar address' }).click();
  const address = page.getByLabel('Your private calendar address');
  await visible(address);
  const url = await address.inputValue();
  expect(url).toMatch(/\/api\/plan\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await fetch(url.replace(/^https?:\/\/[^/]+/, site.siteUrl));
  expect(feed.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const event = events.find((e) => e.summary.includes('83(b)'));
  expect(event?.startDate.toString()).toBe(dueOn);

  // E-mail reminders: a confirmation first, and they can be stopped from the page.
  await page.getByLabel('Your e-mail address').fill('founder@e2e.example');
  await page.getByRole('button', { name: 'Send me reminders' }).click();
  await visible(page.getByText('Check your inbox: we sent a confirmation link to founder@e2e.example.', { exact: false }));
  await page.getByRole('button', { name: 'Stop reminders' }).click();
  await visible(page.getByRole('button', { name: 'Send me reminders' }));

  // Back in the quiz, the answers are there to edit.
  await page.getByRole('link', { name: 'Edit my answers' }).click();
  await visible(page.getByRole('heading', { level: 2, name: 'How is your company set up?' }));
  await eventually(() => page.getByRole('radio', { name: /A C corporation/ }).isChecked()).toBe(true);
}

describe('the readiness quiz and plan', () => {
  it('turns a Delaware C-corp run from California that granted stock 25 days ago and hires in New York into a plan, most urgent first (the 83(b) deadline), and a calendar feed', async () => {
    const context = await browser.newContext({ baseURL: site.siteUrl, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await answerQuiz(page);
      const election = await checkPlan(page, context);
      await checkPlanTools(page, election.dueOn);
    } finally {
      await context.close();
    }
  });
});
