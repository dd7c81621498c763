import { addDays, dateInZone, type ManagedBooking } from '@launchops/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { collectToasts } from './mock-api';

/** The manage-booking page's tests: the link, the days, and the booking the API answers with. */
export const token = 'a'.repeat(43);
export const route = `/consulting/bookings/${token}`;
export const today = dateInZone(new Date(), 'America/New_York');
export const day = addDays(today, 10);
export const newDay = addDays(today, 12);

export const managed = (over: Partial<ManagedBooking> = {}): ManagedBooking => ({
  id: 7,
  consultantId: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  date: day,
  time: '10:00 AM',
  startsAt: `${day}T15:00:00.000Z`,
  topic: 'Tax & Accounting Setup',
  notes: '',
  status: 'confirmed',
  createdAt: '2026-01-01T10:00:00.000Z',
  consultantName: 'Rosa Lindqvist',
  timezone: 'America/New_York',
  canChange: true,
  reason: null,
  ...over,
});

export const ROOM = 'https://meet.jit.si/LaunchOps-0123456789abcdef0123456789abcdef';
export const withWayIn = (over: Partial<ManagedBooking> = {}) =>
  managed({ meetingUrl: ROOM, priceCents: 15000, sessionMinutes: 60, questionnaire: null, questionnaireUpdatedAt: null, questionnaireOpen: true, ...over });
export const answers = {
  company: 'Ledgerly: bookkeeping software for dentists',
  stage: 'Incorporated, not yet selling',
  entity: 'Delaware C corporation',
  goals: 'Choose a payroll provider before our first hire.',
  prepare: '',
};

/** Collects the toasts of each test (read them with the function returned) and silences the logged failures. */
export function collectToastsPerTest() {
  let toasts: ReturnType<typeof collectToasts>;
  beforeEach(() => {
    toasts = collectToasts();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => toasts.stop());
  return () => toasts.toasts;
}
