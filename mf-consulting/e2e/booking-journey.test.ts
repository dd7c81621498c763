import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, availabilitySchema, dateInZone } from '@launchops/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, hidden, launchBrowser, scrollToWidget, textOf, toast, visible } from '@launchops/kit/e2e';
import { type SmtpSink, startSmtpSink, waitForMail } from '@launchops/test-support/local-servers';
import { startTestSite, type TestSite } from '@launchops/tools/test-site';
import { fullDay } from '../src/features/consulting/utils/zone-display';

const ADVISOR_ZONE = 'America/New_York';
const today = dateInZone(new Date(), ADVISOR_ZONE);
// Days the advisor works, far enough ahead that a booking can still be changed (more than 24 hours before);
// read from the API's availability, which closes weekends and holidays.
let firstDay: string;
let secondDay: string;
let raceDay: string;

let site: TestSite;
let browser: Browser;
let mailbox: SmtpSink;
let dataDir: string;

beforeAll(async () => {
  // The API delivers its e-mails over SMTP to this sink, as it would to a real mail server: the test reads
  // the confirmation the way a visitor does. (startTestSite replaces, not merges, apiEnv: the defaults are repeated.)
  mailbox = await startSmtpSink();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lo-consulting-e2e-'));
  site = await startTestSite({
    apiEnv: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: path.join(dataDir, 'pg'),
      DATABASE_URL: '',
      RATE_LIMIT_FACTOR: '20',
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'LaunchOps <hello@launchops.example>',
    },
  });
  browser = await launchBrowser();
  const open: string[] = [];
  for (let day = addDays(today, 5); open.length < 5; day = addDays(day, 1)) if (!(await closedReason(day))) open.push(day);
  [firstDay, secondDay, , , raceDay] = open as [string, string, string, string, string];
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await mailbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function newVisitor(viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.siteUrl, viewport, colorScheme: 'light' });
  return { context, page: await context.newPage() };
}

const form = (page: Page) => page.getByRole('form', { name: 'Book a consultation' });
const timeRadio = (scope: Page | ReturnType<typeof form>, time: string) => scope.getByRole('radio', { name: new RegExp(`^${time}`) });

async function fillBooking(page: Page, booking: { first: string; last: string; email: string; date: string; time: string; topic: string }) {
  const f = form(page);
  await visible(f);
  await f.getByLabel('First name').fill(booking.first);
  await f.getByLabel('Last name').fill(booking.last);
  await f.getByLabel('Email', { exact: true }).fill(booking.email);
  await f.getByLabel('Date').fill(booking.date);
  await eventually(() => timeRadio(f, booking.time).isEnabled()).toBe(true);
  await timeRadio(f, booking.time).check();
  await f.getByLabel('Topic').selectOption(booking.topic);
}

async function availability(date: string) {
  const response = await fetch(`${site.apiUrl}/api/consultants/1/availability?date=${date}`);
  const body = availabilitySchema.parse(await response.json());
  return Object.fromEntries(body.slots.map((slot) => [slot.time, slot.available]));
}

/** Why the advisor takes no session on `date`, or null on a working day. */
async function closedReason(date: string): Promise<string | null> {
  const response = await fetch(`${site.apiUrl}/api/consultants/1/availability?date=${date}`);
  return availabilitySchema.parse(await response.json()).closed ?? null;
}

/** The newest mail to `to` whose subject matches, once the API has delivered it. */
const mailTo = (to: string, subject: RegExp) => waitForMail(mailbox, to, subject);

type Visitor = Awaited<ReturnType<typeof newVisitor>>;

/** Ada books the first day at 10:00 AM from /consulting: the confirmation in view, her list, the form emptied. */
async function bookFirstDay(ada: Visitor, email: string): Promise<void> {
  await ada.page.goto('/consulting');
  await visible(ada.page.getByRole('heading', { level: 1, name: 'An hour with an operations advisor' }));
  await visible(ada.page.getByRole('heading', { level: 2, name: 'Rosa Lindqvist' }));
  await visible(ada.page.getByText('You have no upcoming consultations yet.', { exact: false }));
  expect(await ada.page.title()).toBe('Book a startup operations consultation | LaunchOps');
  // Past days cannot be picked: the date input starts at today on the advisor's calendar.
  expect(await form(ada.page).getByLabel('Date').getAttribute('min')).toBe(today);

  await fillBooking(ada.page, { first: 'Ada', last: 'Lovelace', email, date: firstDay, time: '10:00 AM', topic: 'Tax & Accounting Setup' });
  await form(ada.page).getByRole('button', { name: 'Book Consultation' }).click();

  // The confirmation is brought into view (the form was submitted at its bottom), with no toast over the page.
  const bookedNotice = ada.page.getByTestId('booking-confirmation');
  await visible(bookedNotice);
  await eventually(() =>
    bookedNotice.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    }),
  ).toBe(true);
  expect(await textOf(bookedNotice)).toContain(`You're booked for ${fullDay(firstDay)} at 10:00 AM`);
  expect(await toast(ada.page, 'Consultation Booked').count()).toBe(0);
  const list = ada.page.getByRole('list', { name: 'Upcoming consultations' });
  await visible(list);
  await eventually(() => textOf(list)).toContain(`${fullDay(firstDay)} at 10:00 AM`);
  expect(await textOf(list)).toContain('Tax & Accounting Setup');
  // The form is ready for another booking.
  expect(await form(ada.page).getByLabel('First name').inputValue()).toBe('');
}

/** Another visitor sees the time taken, and not Ada's booking. */
async function seesTimeTaken(grace: Visitor): Promise<void> {
  await grace.page.goto('/consulting');
  await visible(form(grace.page));
  await form(grace.page).getByLabel('Date').fill(firstDay);
  await eventually(() => timeRadio(form(grace.page), '11:00 AM').isEnabled()).toBe(true);
  expect(await timeRadio(form(grace.page), '10:00 AM').isDisabled()).toBe(true);
  await visible(grace.page.getByText('You have no upcoming consultations yet.', { exact: false }));
}

/** The confirmation e-mail's manage link: the booking, the way in (room, price, questionnaire), the answers reaching the advisor. */
async function openManageLink(ada: Visitor, email: string): Promise<void> {
  const confirmation = await mailTo(email, /^Your LaunchOps consultation on /);
  expect(confirmation.subject).toBe(`Your LaunchOps consultation on ${fullDay(firstDay)} at 10:00 AM`);
  const link = new RegExp(`${site.siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/consulting/bookings/[A-Za-z0-9_-]{32,128}`).exec(confirmation.text)?.[0];
  expect(link, confirmation.text).toBeDefined();
  await ada.page.goto(link!);
  await visible(ada.page.getByRole('heading', { level: 1, name: 'Your consultation' }));
  await visible(ada.page.getByText('Tax & Accounting Setup'));
  expect(await ada.page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex, nofollow');

  // The way in: the e-mail and the page give the same video room, the price and length, and the questionnaire.
  const room = /Video call: (https:\/\/meet\.jit\.si\/LaunchOps-[0-9a-f]{32})\s/.exec(confirmation.text)?.[1];
  expect(room, confirmation.text).toBeDefined();
  expect(confirmation.text).toMatch(/Price: +\$150, invoiced by e-mail after the session/);
  expect(confirmation.text).toContain(`${link}#questionnaire`);
  const join = ada.page.getByRole('link', { name: /^Join the video call/ });
  await visible(join);
  expect(await join.getAttribute('href')).toBe(room);
  await visible(ada.page.getByText('$150, invoiced by e-mail after the session'));
  const questionnaire = ada.page.getByRole('form', { name: 'Questionnaire for the advisor' });
  await questionnaire.getByRole('button', { name: 'Send answers' }).click();
  await visible(questionnaire.getByText('Please say in a few words what your company does'));
  await questionnaire.getByLabel('What does your company do?').fill('Analytical engines for textile mills');
  await questionnaire.getByLabel('What stage is it at?').selectOption('Selling, no employees yet');
  await questionnaire.getByLabel('What are your top questions for the session?').fill('Payroll and sales tax before the first hire.');
  await questionnaire.getByRole('button', { name: 'Send answers' }).click();
  await visible(ada.page.getByText(/Rosa Lindqvist has your answers and will read them before the session/));
  // The answers reach the advisor (MAIL_FROM's address here, no ADVISOR_EMAIL being set).
  const answered = await mailTo('hello@launchops.example', /^Questionnaire from Ada Lovelace/);
  expect(answered.text).toContain('Analytical engines for textile mills');
  expect(answered.text).toContain('Stage: Selling, no employees yet');
  // The page with its questionnaire fits a phone.
  await ada.page.setViewportSize({ width: 360, height: 800 });
  await eventually(() => ada.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await ada.page.setViewportSize({ width: 1280, height: 900 });
}

/** Moves the booking to the second day at 2:00 PM: the old time is free again, the new one taken, and an e-mail says so. */
async function rescheduleToSecondDay(ada: Visitor, email: string): Promise<void> {
  const reschedule = ada.page.getByRole('form', { name: 'Reschedule the consultation' });
  await visible(reschedule.getByRole('radio', { name: '10:00 AM, current' }));
  expect(await reschedule.getByRole('radio', { name: '10:00 AM, current' }).isDisabled()).toBe(true);
  await reschedule.getByLabel('New date').fill(secondDay);
  await eventually(() => timeRadio(reschedule, '2:00 PM').isEnabled()).toBe(true);
  await timeRadio(reschedule, '2:00 PM').check();
  await reschedule.getByRole('button', { name: 'Move booking' }).click();
  await visible(toast(ada.page, 'Booking Rescheduled'));
  await visible(ada.page.getByText('2:00 PM, Eastern Time (New York)'));
  await visible(ada.page.getByText(fullDay(secondDay)));
  expect(await availability(firstDay)).toMatchObject({ '10:00 AM': true });
  expect(await availability(secondDay)).toMatchObject({ '2:00 PM': false });
  const moved = await mailTo(email, /is now on/);
  expect(moved.subject).toBe(`Your LaunchOps consultation is now on ${fullDay(secondDay)} at 2:00 PM`);
}

/** Cancels, with a confirm step; the slot is then free for everyone, and Ada's list is empty. */
async function cancelAndFreeTheSlot(ada: Visitor, grace: Visitor, email: string): Promise<void> {
  await ada.page.getByRole('button', { name: 'Cancel booking' }).click();
  await visible(ada.page.getByRole('group', { name: /Cancel your consultation on/ }));
  await ada.page.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await visible(ada.page.getByText('This booking was cancelled.', { exact: false }));
  await eventually(() => ada.page.getByTestId('cancel-result').evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await toast(ada.page, 'Booking Cancelled').count()).toBe(0);
  await hidden(ada.page.getByRole('button', { name: 'Move booking' }));
  await mailTo(email, /is cancelled$/);

  // The slot is free again, for everyone.
  await grace.page.reload();
  await visible(form(grace.page));
  await form(grace.page).getByLabel('Date').fill(secondDay);
  await eventually(() => timeRadio(form(grace.page), '2:00 PM').isEnabled()).toBe(true);
  expect(await availability(secondDay)).toMatchObject({ '2:00 PM': true });
  // And Ada's list no longer shows it.
  await ada.page.goto('/consulting');
  await visible(ada.page.getByText('You have no upcoming consultations yet.', { exact: false }));
}

describe('consultation booking journey', () => {
  it('books, lists, blocks the slot for others, then reschedules and cancels through the e-mailed link', async () => {
    const ada = await newVisitor();
    const email = 'ada.lovelace@example.com';
    await bookFirstDay(ada, email);
    const grace = await newVisitor();
    await seesTimeTaken(grace);
    await openManageLink(ada, email);
    await rescheduleToSecondDay(ada, email);
    await cancelAndFreeTheSlot(ada, grace, email);

    await ada.context.close();
    await grace.context.close();
  });

  it('tells the second of two visitors that the time was just taken, and refreshes the free times', async () => {
    const first = await newVisitor();
    const second = await newVisitor();
    await first.page.goto('/consulting');
    await second.page.goto('/consulting');
    const booking = { last: 'Tester', date: raceDay, time: '3:00 PM', topic: 'HR & Hiring Compliance' };
    await fillBooking(first.page, { ...booking, first: 'Katherine', email: 'katherine@example.com' });
    await fillBooking(second.page, { ...booking, first: 'Dorothy', email: 'dorothy@example.com' });

    await form(first.page).getByRole('button', { name: 'Book Consultation' }).click();
    await visible(first.page.getByTestId('booking-confirmation'));
    await form(second.page).getByRole('button', { name: 'Book Consultation' }).click();

    const taken = form(second.page).getByRole('alert').filter({ hasText: 'That time has just been booked. Please choose another time.' });
    await visible(taken);
    await visible(toast(second.page, 'Booking Failed'));
    await eventually(() => timeRadio(form(second.page), '3:00 PM').isDisabled()).toBe(true);
    // What the visitor typed is kept; another time books fine.
    expect(await form(second.page).getByLabel('First name').inputValue()).toBe('Dorothy');
    await timeRadio(form(second.page), '4:00 PM').check();
    await hidden(taken);
    await form(second.page).getByRole('button', { name: 'Book Consultation' }).click();
    await visible(second.page.getByTestId('booking-confirmation'));
    await first.context.close();
    await second.context.close();
  });
});

describe('consultation booking: the price, closed days, unknown links and a phone', () => {
  it('states the price and length before booking, closes weekends, and cancels a booking from the page', async () => {
    const { context, page } = await newVisitor();
    await page.goto('/consulting');
    await visible(form(page));
    await visible(page.getByTestId('session-terms').filter({ hasText: /60 minutes · \$\d+ per session/ }));
    await visible(form(page).getByText(/A 60-minute video call: \$\d+, invoiced by e-mail after the session/));
    let saturday = addDays(today, 3);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    await form(page).getByLabel('Date').fill(saturday);
    await visible(form(page).getByTestId('day-closed').filter({ hasText: 'Saturdays or Sundays' }));
    expect(await form(page).getByRole('radio', { disabled: false }).count()).toBe(0);

    await fillBooking(page, { first: 'Mary', last: 'Jackson', email: 'mary@example.com', date: raceDay, time: '9:00 AM', topic: 'Operations Process Design' });
    await form(page).getByRole('button', { name: 'Book Consultation' }).click();
    await visible(page.getByTestId('booking-confirmation'));
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Cancel the consultation on ${fullDay(raceDay)} at 9:00 AM` }).click();
    await visible(page.getByText(`Your consultation on ${fullDay(raceDay)} at 9:00 AM is cancelled.`, { exact: false }));
    await eventually(async () => (await availability(raceDay))['9:00 AM']).toBe(true);
    await mailTo('mary@example.com', /is cancelled$/);
    await context.close();
  });

  it('shows a clear message for an unknown manage link', async () => {
    const visitor = await newVisitor();
    await visitor.page.goto(`/consulting/bookings/${'x'.repeat(43)}`);
    await visible(visitor.page.getByRole('heading', { name: 'We could not find a booking for this link' }));
    await visible(visitor.page.getByRole('link', { name: 'Book a consultation' }));
    await visitor.page.goto('/consulting/no-such-page');
    await visible(visitor.page.getByRole('heading', { name: 'Page not found' }));
    await visitor.context.close();
  });

  it('fits a 360 px wide screen, on the page and in the home section', async () => {
    const visitor = await newVisitor({ width: 360, height: 780 });
    await visitor.page.goto('/consulting');
    await visible(form(visitor.page));
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await visitor.page.goto('/');
    await scrollToWidget(visitor.page, 'mf_consulting');
    await visible(visitor.page.getByRole('heading', { name: 'Talk it through with an operations advisor' }));
    await visible(form(visitor.page));
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await visitor.context.close();
  });
});
