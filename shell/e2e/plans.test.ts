import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, visible } from '@launchops/kit/e2e';
import { waitForMail } from '@launchops/test-support/local-servers';
import { useTestSiteWithMailbox } from '@launchops/tools/test-site';
import { startTestPayments } from '@launchops/test-payments';

const SUBJECT = /^\d{6} is your LaunchOps sign-in code$/;
const SECRET = 'whsec_launchops_e2e_plans';

// No Stripe keys: the site pays on the project's test-payments service, whose webhooks reach the API through the site
// server (as Stripe's do in production: the proxy keeps the signed bytes as they are).
let siteUrl = '';
const payments = await startTestPayments({ webhookUrl: () => `${siteUrl}/api/billing/webhook`, webhookSecret: SECRET });
const { site, browser, mailbox } = useTestSiteWithMailbox({
  apiEnv: { OPENAI_BASE_URL: '', TEST_PAYMENTS_URL: payments.url, TEST_PAYMENTS_WEBHOOK_SECRET: SECRET },
});
afterAll(() => payments.close());

/** SCREENSHOTS_DIR set: the pricing section and /signup?plan=pro at 360 and 1280 px go there. */
const screenshots = process.env.SCREENSHOTS_DIR;

describe('plans', () => {
  it('a visitor picks Pro on the home page, signs up, pays on the test-payments page and lands back with Pro; cancels at period end in the portal', async () => {
    siteUrl = site.siteUrl;
    const context = await browser.newContext({ baseURL: site.siteUrl });
    const page = await context.newPage();
    try {
      await page.goto('/');
      const pricing = page.getByRole('region', { name: 'Plans for when you want more' });
      await visible(pricing.getByText('Popular'));
      await expect.poll(() => pricing.getByRole('link', { name: /^Get started/ }).count()).toBe(3);
      if (screenshots) {
        await mkdir(screenshots, { recursive: true });
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await pricing.screenshot({ path: path.join(screenshots, `pricing-${width}.png`) });
        }
      }
      await pricing.getByRole('link', { name: 'Get started with Pro, $79 a month' }).click();
      await page.waitForURL('**/signup?plan=pro');
      await visible(page.getByRole('heading', { name: 'You chose Pro, $79 a month' }));
      if (screenshots) {
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: path.join(screenshots, `signup-plan-pro-${width}.png`), fullPage: true });
        }
      }

      // Sign up on the page with the code from the e-mail: the payment page follows by itself.
      const email = 'pro-founder@example.com';
      await page.locator('main').getByRole('textbox', { name: 'E-mail address' }).fill(email);
      await page.getByRole('button', { name: 'E-mail me a code' }).click();
      const mail = await waitForMail(mailbox, email, SUBJECT);
      await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(/^(\d{6})/.exec(mail.subject)![1]!);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${payments.url}/checkout/**`);
      await visible(page.getByText('Test payments, no money moves').first());
      await page.getByRole('button', { name: /^Pay \$79\.00/ }).click();

      // Back on the site, signed in, with Pro.
      await page.waitForURL('**/account?billing=success&plan=pro');
      await visible(page.getByText('Thank you: your Pro plan is active.'));
      const entitlements = await (await page.request.get('/api/billing/entitlements')).json();
      expect(entitlements).toMatchObject({ plan: 'pro', status: 'active', sessionsPerMonth: 1 });
      expect(entitlements.assistant.dailyAllowance).toBeNull();

      // The billing portal: cancel at the end of the period, then back to the account page.
      await page.getByRole('button', { name: 'Card, plan and cancellation' }).click();
      await page.waitForURL(`${payments.url}/portal/**`);
      await page.getByRole('button', { name: 'Cancel at the end of the period' }).click();
      await visible(page.getByText('Your plan ends at the end of the period.'));
      await page.getByRole('link', { name: 'Back to LaunchOps' }).click();
      await page.waitForURL('**/account');
      await visible(page.getByText(/It ends on /));
      await eventually(async () => (await (await page.request.get('/api/billing/entitlements')).json()).cancelAtPeriodEnd).toBe(true);
    } finally {
      await context.close();
    }
  });
});
