import { addDays, dateInZone } from '@launchops/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, textOf, visible } from '@launchops/kit/e2e';
import { waitForMail } from '@launchops/test-support/local-servers';
import { useTestSiteWithMailbox } from '@launchops/tools/test-site';
import { isFederalHoliday, isWeekend } from '@launchops/api/calendar-days';
import { startTestPayments } from '@launchops/test-payments';

/**
 * Issue 35's acceptance, in a browser, with no Stripe keys (the project's test-payments service): a visitor picks Pro
 * on the home page, pays on the test-payments page and lands back signed in with Pro; books a session with the plan's
 * credit (no charge); a second booking that month is paid at Checkout; cancelling that paid one more than 24 hours
 * ahead refunds it.
 */

const SUBJECT = /^\d{6} is your LaunchOps sign-in code$/;
const SECRET = 'whsec_launchops_e2e_paid_sessions';

let siteUrl = '';
const payments = await startTestPayments({ webhookUrl: () => `${siteUrl}/api/billing/webhook`, webhookSecret: SECRET });
const { site, browser, mailbox } = useTestSiteWithMailbox({
  apiEnv: { OPENAI_BASE_URL: '', TEST_PAYMENTS_URL: payments.url, TEST_PAYMENTS_WEBHOOK_SECRET: SECRET },
});
afterAll(() => payments.close());

/** The n-th day the advisor works from today on her calendar (weekdays that are not federal holidays). */
function workday(n: number): string {
  let current = dateInZone(new Date(), 'America/New_York');
  for (let seen = 0; seen < n;) {
    current = addDays(current, 1);
    if (!isWeekend(current) && !isFederalHoliday(current)) seen += 1;
  }
  return current;
}

const form = (page: Page) => page.getByRole('form', { name: 'Book a consultation' });

async function fillBooking(page: Page, date: string, time: string) {
  const f = form(page);
  await visible(f);
  await f.getByLabel('First name').fill('Pat');
  await f.getByLabel('Last name').fill('Founder');
  await f.getByLabel('Date').fill(date);
  const radio = f.getByRole('radio', { name: new RegExp(`^${time}`) });
  await eventually(() => radio.isEnabled()).toBe(true);
  await radio.check();
  await f.getByLabel('Topic').selectOption('Tax & Accounting Setup');
}

describe('paid sessions', () => {
  it('Pro from the home page, a session on the credit, a second one paid at Checkout, refunded when cancelled in time', async () => {
    siteUrl = site.siteUrl;
    const context = await browser.newContext({ baseURL: site.siteUrl });
    const page = await context.newPage();
    try {
      // Pro, picked on the home page and paid on the test-payments page.
      await page.goto('/');
      const pricing = page.getByRole('region', { name: 'Plans for when you want more' });
      await pricing.getByRole('link', { name: 'Get started with Pro, $79 a month' }).click();
      await page.waitForURL('**/signup?plan=pro');
      const email = 'paid-sessions@example.com';
      await page.locator('main').getByRole('textbox', { name: 'E-mail address' }).fill(email);
      await page.getByRole('button', { name: 'E-mail me a code' }).click();
      const code = await waitForMail(mailbox, email, SUBJECT);
      await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(/^(\d{6})/.exec(code.subject)![1]!);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${payments.url}/checkout/**`);
      await page.getByRole('button', { name: /^Pay \$79\.00/ }).click();
      await page.waitForURL('**/account?billing=success&plan=pro');
      await visible(page.getByText('Thank you: your Pro plan is active.'));
      expect(await (await page.request.get('/api/billing/entitlements')).json()).toMatchObject({ plan: 'pro', sessionCredits: { left: 1, perPeriod: 1 } });
      const paidBefore = payments.events.filter((e) => e.type === 'payment_intent.succeeded').length;

      // The first session: covered by the plan, no Checkout.
      const day = workday(3);
      await page.goto('/consulting');
      const cost = form(page).getByTestId('booking-cost');
      await eventually(() => textOf(cost)).toContain('Covered by your Pro plan (1 of 1 session left this month)');
      await fillBooking(page, day, '10:00 AM');
      await form(page).getByRole('button', { name: 'Book Consultation' }).click();
      await visible(page.getByTestId('booking-confirmation'));
      expect(page.url()).toBe(`${site.siteUrl}/consulting`);
      expect(payments.events.filter((e) => e.type === 'payment_intent.succeeded')).toHaveLength(paidBefore);
      expect(await (await page.request.get('/api/billing/entitlements')).json()).toMatchObject({ sessionCredits: { left: 0 } });
      const creditMail = await waitForMail(mailbox, email, /^Your LaunchOps consultation on .* at 10:00 AM$/);
      expect(creditMail.text).toContain('covered by a session credit of your plan');

      // The second session that month: $150, paid now at Checkout, confirmed by the payment.
      await eventually(() => textOf(cost)).toContain('$150, paid now at checkout');
      await fillBooking(page, day, '11:00 AM');
      await form(page).getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(`${payments.url}/checkout/**`);
      await visible(page.getByText('Test payments, no money moves').first());
      await page.getByRole('button', { name: /^Pay \$150\.00/ }).click();
      await page.waitForURL('**/consulting?payment=success&booking=*');
      await eventually(() => textOf(page.getByTestId('payment-confirmed'))).toContain("Paid. You're booked for");
      expect(payments.events.filter((e) => e.type === 'payment_intent.succeeded')).toHaveLength(paidBefore + 1);
      const paidMail = await waitForMail(mailbox, email, /^Your LaunchOps consultation on .* at 11:00 AM$/);
      expect(paidMail.text).toMatch(/Price: +\$150, paid at booking/);

      // Cancelled days ahead (24 hours or more): refunded, as the page says before the cancel is confirmed.
      const link = new RegExp(`${site.siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/consulting/bookings/[A-Za-z0-9_-]{32,128}`).exec(paidMail.text)?.[0];
      expect(link, paidMail.text).toBeDefined();
      await page.goto(link!);
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await eventually(() => textOf(page.getByTestId('cancel-returns'))).toBe('Cancelling now refunds your payment in full.');
      await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await visible(page.getByText('This booking was cancelled.', { exact: false }));
      await eventually(() => payments.events.some((e) => e.type === 'charge.refunded' && e.delivered)).toBe(true);
      const cancelMail = await waitForMail(mailbox, email, /at 11:00 AM is cancelled$/);
      expect(cancelMail.text).toContain('refunded to your card');
    } finally {
      await context.close();
    }
  });
});
