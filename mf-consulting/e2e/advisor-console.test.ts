import { mkdir } from 'node:fs/promises';
import { addDays, availabilitySchema, dateInZone } from '@launchops/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, visible } from '@launchops/kit/e2e';
import { waitForMail } from '@launchops/test-support/local-servers';
import { useTestSiteWithMailbox } from '@launchops/tools/test-site';

const ADVISOR = 'rosa@launchops.example';
const FOUNDER = 'grace@example.com';
const SIGN_IN = /^\d{6} is your LaunchOps sign-in code$/;
/** Where to keep the console's screenshots (for a review note); unset: none are taken. */
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR;

const { site, browser, mailbox } = useTestSiteWithMailbox({
  apiEnv: { OPENAI_BASE_URL: '', ADVISOR_EMAILS: ADVISOR, ADVISOR_EMAIL: ADVISOR, MAIL_FROM: 'LaunchOps <hello@launchops.example>' },
});

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.locator('main').getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  const mail = await waitForMail(mailbox, email, SIGN_IN);
  await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(/^(\d{6})/.exec(mail.subject)![1]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await visible(page.getByRole('heading', { level: 2, name: `You are signed in as ${email}` }));
}

/** A founder books through the API and answers the questionnaire through the link in the confirmation e-mail. */
async function bookAndAnswer(): Promise<void> {
  let day = addDays(dateInZone(new Date(), 'America/New_York'), 4);
  for (;;) {
    const slots = availabilitySchema.parse(await (await fetch(`${site.apiUrl}/api/consultants/1/availability?date=${day}`)).json());
    if (slots.slots.some((s) => s.available)) break;
    day = addDays(day, 1);
  }
  const created = await fetch(`${site.apiUrl}/api/consultation-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: FOUNDER,
      consultantId: 1,
      date: day,
      time: '11:00 AM',
      topic: 'Banking & Finance Systems',
      notes: '',
      visitorTimeZone: 'Europe/Berlin',
    }),
  });
  expect(created.status).toBe(201);
  const confirmation = await waitForMail(mailbox, FOUNDER, /^Your LaunchOps consultation on /);
  expect(confirmation.text).toMatch(/Video call: https:\/\/meet\.jit\.si\/LaunchOps-[0-9a-f]{32}/);
  expect(confirmation.text).toContain('Price:      $150, invoiced by e-mail after the session');
  const token = /\/consulting\/bookings\/([A-Za-z0-9_-]+)#questionnaire/.exec(confirmation.text)![1]!;
  const saved = await fetch(`${site.apiUrl}/api/consultation-bookings/manage/${token}/questionnaire`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      company: 'Compilers for small teams',
      stage: 'Selling, no employees yet',
      entity: 'Delaware C corporation',
      goals: 'Payroll before our first hire; which bank.',
      prepare: 'Our cap table',
    }),
  });
  expect(saved.status).toBe(200);
}

describe('the advisor’s console', () => {
  it('is refused to a founder, and shows the advisor the session with its answers and her days off', { timeout: 180_000 }, async () => {
    await bookAndAnswer();

    const founder = await browser.newContext({ baseURL: site.siteUrl });
    const founderPage = await founder.newPage();
    await founderPage.goto('/consulting/console');
    await visible(founderPage.getByText('Sign in with the advisor’s account to open the console.'));
    await signIn(founderPage, FOUNDER);
    await founderPage.goto('/consulting/console');
    await visible(founderPage.getByText('This account is not the advisor’s.'));
    await founder.close();

    const context = await browser.newContext({ baseURL: site.siteUrl, viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const page = await context.newPage();
    await signIn(page, ADVISOR);
    await page.goto('/consulting/console');
    const card = page.getByRole('region', { name: /^Grace Hopper:/ });
    await visible(card);
    await visible(card.getByText('Delaware C corporation'));
    await visible(card.getByText('Payroll before our first hire; which bank.'));
    await visible(card.getByRole('link', { name: /meet\.jit\.si/ }));
    await visible(card.getByText('$150, invoiced by e-mail after the session'));

    const form = page.getByRole('form', { name: 'Add a day off' });
    const dayOff = addDays(dateInZone(new Date(), 'UTC'), 40);
    await form.getByLabel('Day').fill(dayOff);
    await form.getByLabel('Reason').fill('Conference');
    await form.getByRole('button', { name: 'Add day off' }).click();
    await visible(page.getByText(/is a day off: no session can be booked on it/));
    const listed = await (await fetch(`${site.apiUrl}/api/consultants/1/days-off`)).json();
    expect(listed).toContainEqual({ day: dayOff, reason: 'Conference' });

    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      // From the top, so the sticky header stays where it belongs in a full-page picture.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.screenshot({ path: `${SHOTS}/console-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 800 });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.screenshot({ path: `${SHOTS}/console-360.png` });
      await page.screenshot({ path: `${SHOTS}/console-360-full.png`, fullPage: true });
    }
    // Nothing wider than a phone's screen at 360 px.
    await page.setViewportSize({ width: 360, height: 800 });
    await eventually(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
