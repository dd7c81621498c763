import { addDays, dateInZone } from '@launchops/contracts';
import { expect } from 'vitest';
import { classOf, eventually, textOf, toast, visible } from '@launchops/kit/e2e';
import { waitForMail } from '@launchops/test-support/local-servers';
import { ADVISOR_ZONE, collectErrors, fitsTheScreen, isPost, bookingDay, navigate, type Visit, workingDay } from './journey.js';

/** Consulting: book, then reschedule through the link in the confirmation e-mail. */
export async function bookAndReschedule({ journey, page, siteUrl, apiUrl, mailbox }: Visit): Promise<void> {
  const today = dateInZone(new Date(), ADVISOR_ZONE);
  const bookedDay = await workingDay(apiUrl, addDays(today, journey.booking.days));
  const booked = { date: bookedDay, time: journey.booking.time };
  const moved = { date: await workingDay(apiUrl, addDays(bookedDay, 1)), time: journey.moveTo.time };
  await navigate(page, journey, 'Consulting');
  await visible(page.getByRole('heading', { level: 1, name: 'An hour with an operations advisor' }));
  const form = page.getByRole('form', { name: 'Book a consultation' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Founder');
  await form.getByLabel('Email', { exact: true }).fill(journey.email);
  await form.getByLabel('Date').fill(booked.date);
  const bookedTime = form.getByRole('radio', { name: new RegExp(`^${booked.time}`) });
  await eventually(() => bookedTime.isEnabled()).toBe(true);
  await bookedTime.check();
  await form.getByLabel('Topic').selectOption('Tax & Accounting Setup');
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await eventually(() => textOf(page.getByTestId('booking-confirmation'))).toContain(`You're booked for ${bookingDay(booked.date)} at ${booked.time}`);
  const upcoming = page.getByRole('list', { name: 'Upcoming consultations' });
  await eventually(() => textOf(upcoming)).toContain(`${bookingDay(booked.date)} at ${booked.time}`);
  await fitsTheScreen(page, journey, 'the consulting page');

  const confirmation = await waitForMail(mailbox, journey.email, /^Your LaunchOps consultation on /);
  expect(confirmation.subject).toBe(`Your LaunchOps consultation on ${bookingDay(booked.date)} at ${booked.time}`);
  const manageLink = /https?:\/\/\S+\/consulting\/bookings\/[A-Za-z0-9_-]{32,128}/.exec(confirmation.text)?.[0];
  expect(manageLink, confirmation.text).toBeDefined();
  expect(manageLink!.startsWith(`${siteUrl}/`)).toBe(true);
  // The visitor opens the link from their mail program.
  await page.goto(manageLink!);
  await visible(page.getByRole('heading', { level: 1, name: 'Your consultation' }));
  const reschedule = page.getByRole('form', { name: 'Reschedule the consultation' });
  await visible(reschedule.getByRole('radio', { name: `${booked.time}, current` }));
  await reschedule.getByLabel('New date').fill(moved.date);
  const movedTime = reschedule.getByRole('radio', { name: new RegExp(`^${moved.time}`) });
  await eventually(() => movedTime.isEnabled()).toBe(true);
  await movedTime.check();
  await reschedule.getByRole('button', { name: 'Move booking' }).click();
  await visible(toast(page, 'Booking Rescheduled'));
  await visible(page.getByText(`${moved.time}, Eastern Time (New York)`));
  await visible(page.getByText(bookingDay(moved.date)));
  await fitsTheScreen(page, journey, 'the manage page');
  const movedMail = await waitForMail(mailbox, journey.email, /is now on/);
  expect(movedMail.subject).toBe(`Your LaunchOps consultation is now on ${bookingDay(moved.date)} at ${moved.time}`);
  // And the consulting page lists it at its new time.
  await navigate(page, journey, 'Consulting');
  await eventually(() => textOf(upcoming)).toContain(`${bookingDay(moved.date)} at ${moved.time}`);
  expect(await textOf(upcoming)).not.toContain(`${bookingDay(booked.date)} at ${booked.time}`);
}

/** The newsletter, from the footer. */
export async function subscribe({ journey, context, page, mailbox }: Visit): Promise<void> {
  const newsletter = page.locator('footer').getByRole('form', { name: 'Newsletter', exact: true });
  await newsletter.scrollIntoViewIfNeeded();
  await newsletter.getByLabel('E-mail address').fill(journey.email);
  const [subscribed] = await Promise.all([
    page.waitForResponse(isPost('/api/newsletter-subscriptions')),
    newsletter.getByRole('button', { name: 'Subscribe' }).click(),
  ]);
  expect(subscribed.status()).toBe(202);
  expect(subscribed.request().postDataJSON()).toEqual({ email: journey.email, source: 'footer' });
  const almostThere = toast(page, 'Almost there');
  await visible(almostThere);
  expect(await textOf(almostThere)).toContain('Please check your inbox to confirm your subscription.');
  await eventually(() => newsletter.getByLabel('E-mail address').inputValue()).toBe('');
  // Double opt-in: the link in the e-mail opens a page whose button confirms (opening it alone does not).
  const welcome = await waitForMail(mailbox, journey.email, /confirm your LaunchOps newsletter/);
  const confirmLink = /https?:\/\/\S+\/api\/newsletter-subscriptions\/confirm\/[A-Za-z0-9_-]{43}/.exec(welcome.text)?.[0];
  expect(confirmLink, welcome.text).toBeDefined();
  const mailTab = await context.newPage();
  const mailTabErrors = collectErrors(mailTab);
  await mailTab.goto(confirmLink!);
  await visible(mailTab.getByRole('heading', { level: 1, name: 'Confirm your subscription' }));
  await mailTab.getByRole('button', { name: 'Confirm my subscription' }).click();
  await visible(mailTab.getByRole('heading', { level: 1, name: 'Subscription confirmed' }));
  await fitsTheScreen(mailTab, journey, 'the newsletter confirmation');
  expect(mailTabErrors).toEqual([]);
  await mailTab.close();
}

/** Dark mode, kept across a reload and applied before the first paint (no light flash). */
export async function goDark({ page }: Visit): Promise<void> {
  await page.getByTestId('theme-toggle').click();
  await eventually(() => classOf(page.locator('html'))).toMatch(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // Records the root's class when the parser has just made <body>: before the app's (deferred) scripts and any paint.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as { htmlClassAtBody?: string }).htmlClassAtBody = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => (window as { htmlClassAtBody?: string }).htmlClassAtBody)).toMatch(/\bdark\b/);
  expect(await classOf(page.locator('html'))).toMatch(/\bdark\b/);
  await eventually(() => page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true');
  await visible(page.getByRole('heading', { level: 1, name: 'An hour with an operations advisor' }));
  expect(await classOf(page.locator('html'))).toMatch(/\bdark\b/);
}
