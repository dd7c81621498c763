import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, textOf, toast, visible } from '@launchops/kit/e2e';
import { waitForMail } from '@launchops/test-support/local-servers';
import { useTestSiteWithMailbox } from '@launchops/tools/test-site';

const STEP_1 = 'Decide on an S-corp election (Form 2553)';
const STEP_2 = 'Set a record-retention policy and track QSBS dates';
const SUBJECT = /^\d{6} is your LaunchOps sign-in code$/;

// The API mails sign-in codes to the sink; the founder reads them there. No LLM: answers come from the guides.
const { site, browser, mailbox } = useTestSiteWithMailbox({ apiEnv: { OPENAI_BASE_URL: '' } });

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.siteUrl });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return { context, page };
}

const isTaskSave = (response: { url(): string; request(): { method(): string } }) =>
  response.request().method() === 'PATCH' && new URL(response.url()).pathname.startsWith('/api/checklist-items/');

/** The tax checklist as a simple list of checkboxes. */
async function taxList(page: Page): Promise<void> {
  await page.goto('/checklist/tax');
  await page.getByRole('radio', { name: 'Simple Checklist' }).check();
  await visible(page.getByRole('checkbox', { name: STEP_2 }));
}

async function tick(page: Page, step: string): Promise<void> {
  await taxList(page);
  const saved = page.waitForResponse(isTaskSave);
  await page.getByRole('checkbox', { name: step }).check();
  expect((await saved).status()).toBe(200);
}

async function ticked(page: Page): Promise<string[]> {
  await taxList(page);
  // The list shows the server's answer once it is here.
  await page.waitForLoadState('networkidle');
  const done: string[] = [];
  for (const step of [STEP_1, STEP_2]) if (await page.getByRole('checkbox', { name: step }).isChecked()) done.push(step);
  return done;
}

/** Asks for a code on /login and types the one from the e-mail. */
async function signInByCode(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  const before = mailbox.messages.length;
  await page.locator('main').getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await eventually(() => mailbox.messages.length).toBeGreaterThan(before);
  const mail = await waitForMail(mailbox, email, SUBJECT);
  await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(/^(\d{6})/.exec(mail.subject)![1]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await visible(page.getByRole('heading', { level: 2, name: `You are signed in as ${email}` }));
}

describe('accounts', () => {
  it("carries anonymous progress into the account, merges a second browser's (both show the union), and signing out everywhere ends the first browser's session", async () => {
    const email = 'founder-a@example.com';
    const a = await newPage();
    const b = await newPage();
    try {
      // Browser A: a task done anonymously, then signed in with the code from the e-mail.
      await tick(a.page, STEP_1);
      await signInByCode(a.page, email);
      await visible(a.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your account' }));
      expect(await ticked(a.page)).toEqual([STEP_1]);

      // Browser B: its own task done anonymously, then signed in through the e-mail's link.
      await tick(b.page, STEP_2);
      await b.page.goto('/login');
      await b.page.locator('main').getByRole('textbox', { name: 'E-mail address' }).fill(email);
      const mailsBefore = mailbox.messages.filter((m) => m.to.includes(email)).length;
      await b.page.getByRole('button', { name: 'E-mail me a code' }).click();
      await eventually(() => mailbox.messages.filter((m) => m.to.includes(email)).length).toBe(mailsBefore + 1);
      const mail = await waitForMail(mailbox, email, SUBJECT);
      const link = /https?:\/\/\S+\/login#\S+/.exec(mail.text)![0];
      await b.page.goto(link);
      await visible(b.page.getByRole('heading', { level: 2, name: `You are signed in as ${email}` }));
      // The merge is shown to the founder.
      await visible(b.page.getByText('1 task you ticked in this browser was added to your checklist.'));
      expect(b.page.url()).not.toContain('code=');

      // Both browsers show the union.
      expect(await ticked(b.page)).toEqual([STEP_1, STEP_2]);
      expect(await ticked(a.page)).toEqual([STEP_1, STEP_2]);

      // B signs out everywhere from the account page: A's session is over and A sees nothing of the account.
      await b.page.goto('/account');
      await visible(b.page.getByRole('heading', { level: 2, name: 'Where you are signed in' }));
      await eventually(() => b.page.getByRole('button', { name: 'Sign out there' }).count()).toBe(1);
      await b.page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await visible(b.page.getByRole('heading', { level: 2, name: 'You are not signed in' }));
      await a.page.goto('/account');
      await visible(a.page.getByRole('heading', { level: 2, name: 'You are not signed in' }));
      await visible(a.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }));
      expect(await ticked(a.page)).toEqual([]);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  it('deleting the account says so at the top of the page, with the focus there and a toast', async () => {
    const email = 'founder-delete@example.com';
    const { context, page } = await newPage();
    try {
      await signInByCode(page, email);
      await page.goto('/account');
      const confirm = page.getByRole('textbox', { name: 'Type your e-mail address to confirm' });
      await confirm.fill(email);
      await confirm.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Delete my account' }).click();

      const heading = page.getByRole('heading', { level: 2, name: 'Your account is deleted' });
      await visible(heading);
      await eventually(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
      // The confirmation is on screen, not above or below it.
      const box = (await heading.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(await textOf(page.locator('main'))).toContain('Your account and its data are deleted.');
      await visible(toast(page, 'Account deleted'));
      await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }));
    } finally {
      await context.close();
    }
  });
});

describe('accounts: passkeys', () => {
  it('adds a passkey on the account page and signs in with it after signing out', async () => {
    const email = 'founder-passkey@example.com';
    const { context, page } = await newPage();
    try {
      // A virtual authenticator stands in for the device's screen lock.
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await signInByCode(page, email);
      await page.goto('/account');
      await page.getByRole('textbox', { name: 'Name for a new passkey' }).fill('Test laptop');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await eventually(() => textOf(page.locator('main'))).toContain('Passkey "Test laptop" added.');
      await visible(page.getByRole('button', { name: 'Remove the passkey Test laptop' }));

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await visible(page.getByRole('heading', { level: 2, name: 'You are not signed in' }));
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await visible(page.getByRole('heading', { level: 2, name: `You are signed in as ${email}` }));
      await page.goto('/account');
      await eventually(() => textOf(page.locator('main'))).toContain('last used');
    } finally {
      await context.close();
    }
  });
});
