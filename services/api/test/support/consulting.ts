import { addDays, availabilitySchema, dateInZone } from '@launchops/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { isFederalHoliday, isWeekend } from '../../src/common/calendar-days.js';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp.js';
import { clientAddresses } from './requests.js';
import { startTestApi, type TestApi, type TestResponse, type TestVisitor } from './test-api.js';

/** What the consulting test files share: one API with a fake SMTP server per file, its answers' texts, and helpers. */

export const NY = 'America/New_York';
export const SITE_URL = 'https://launchops.test';
export const ADVISOR_EMAIL = 'rosa@launchops.test';
export const SLOT_TAKEN = 'That time has just been booked. Please choose another time.';
export const NOT_FUTURE = 'Please choose a date and time in the future';
export const WINDOW = 'Bookings can be changed up to 24 hours before the session. Please contact us if you need help.';
export const CANCELLED = 'This booking was cancelled.';
export const NOT_FOUND = 'We could not find a booking for this link';
export const TOO_SOON = 'Please choose a time at least 24 hours from now: sessions are booked and moved online at least 24 hours before they start.';
export const DAY_MS = 86_400_000;

// Live bindings: set by useConsultingApi's beforeAll, read by the test files that import them.
export let api: TestApi;
export let smtp: FakeSmtp;

/** Starts this file's API (sending mail to a fake SMTP server) before its tests, and stops both after. */
export function useConsultingApi(): void {
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL, ADVISOR_EMAIL });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
}

// Rate limits count per client IP; the API trusts X-Forwarded-For from loopback, so each test can be its own client.
export const freshIp = clientAddresses(1);

export const todayNy = () => dateInZone(new Date(), NY);
/** The advisor works weekdays that are not federal holidays (the seeded days off). */
export const isOpen = (date: string) => !isWeekend(date) && !isFederalHoliday(date);
/**
 * A day `offset` ahead: for 1..179 the offset-th day the advisor works (distinct offsets, distinct days); for
 * the horizon itself the last working day within it; past and too-far offsets count calendar days.
 */
export const day = (offset: number) => {
  const today = todayNy();
  if (offset <= 0 || offset > 180) return addDays(today, offset);
  if (offset === 180) {
    let last = addDays(today, 180);
    while (!isOpen(last)) last = addDays(last, -1);
    return last;
  }
  let current = today;
  for (let n = 0; n < offset;) {
    current = addDays(current, 1);
    if (isOpen(current)) n += 1;
  }
  return current;
};

export function bookingInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    consultantId: 1,
    date: day(10),
    time: '9:00 AM',
    topic: 'Banking & Finance Systems',
    notes: 'Which bank for a Delaware C-Corp?',
    ...overrides,
  };
}

export function send(visitor: TestVisitor, method: string, url: string, body?: unknown, ip = freshIp()): Promise<TestResponse> {
  return visitor.request(method, url, body, { headers: { 'x-forwarded-for': ip } });
}

export function sendRaw(visitor: TestVisitor, url: string, raw: string, contentType = 'application/json'): Promise<TestResponse> {
  return visitor.request('POST', url, undefined, { raw, headers: { 'content-type': contentType, 'x-forwarded-for': freshIp() } });
}

export async function tokenOf(bookingId: number): Promise<string> {
  const [row] = await api.sql<{ manage_token: string }>('SELECT manage_token FROM consultation_booking WHERE id = $1', [bookingId]);
  return row!.manage_token;
}

export async function availability(date: string): Promise<Record<string, boolean>> {
  const response = await api.visitor().get(`/api/consultants/1/availability?date=${date}`);
  expect(response.status).toBe(200);
  const parsed = availabilitySchema.parse(response.body);
  return Object.fromEntries(parsed.slots.map((slot) => [slot.time, slot.available]));
}

export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  sent_at: Date | null;
}

export async function mailsFor(bookingId: number): Promise<OutboxRow[]> {
  return api.sql<OutboxRow>('SELECT * FROM outbox_email WHERE related_id = $1 ORDER BY id', [String(bookingId)]);
}

export const unfold = (ics: string) => ics.replace(/\r\n /g, '');
