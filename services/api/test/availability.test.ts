import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, federalHolidays, isFederalHoliday, isWeekend } from '../src/common/calendar-days.js';
import { dayClosure, MESSAGES } from '../src/modules/consulting/booking-rules.js';
import { clientAddresses, countRows } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const ADMIN_TOKEN = 'advisor-test-token-0123456789abcdef';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ ADVISOR_ADMIN_TOKEN: ADMIN_TOKEN });
});

afterAll(async () => {
  await api?.close();
});

const freshIp = clientAddresses(79);
const today = new Date().toISOString().slice(0, 10);
/** The first day from `from` on that matches. */
function first(from: string, matches: (day: string) => boolean): string {
  let day = from;
  while (!matches(day)) day = addDays(day, 1);
  return day;
}
const nextSaturday = first(addDays(today, 3), (d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6);
const nextHoliday = federalHolidays(Number(today.slice(0, 4)) + 1).find((h) => !isWeekend(h.day))!;
const workday = (from: number) => first(addDays(today, from), (d) => !isWeekend(d) && !isFederalHoliday(d));

const availability = (date: string) => api.visitor().get(`/api/consultants/1/availability?date=${date}`);
const book = (date: string, time = '10:00 AM', visitor = api.visitor()) =>
  visitor.request(
    'POST',
    '/api/consultation-bookings',
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', consultantId: 1, date, time, topic: 'Banking & Finance Systems', notes: '' },
    { headers: { 'x-forwarded-for': freshIp() } },
  );

describe('availability rules', () => {
  it('closes weekends and days off, with the reason', () => {
    expect(dayClosure(nextSaturday, undefined)).toBe(MESSAGES.weekend);
    expect(dayClosure(workday(5), 'Christmas Day')).toMatch(/off on that day \(Christmas Day\)/);
    expect(dayClosure(workday(5), undefined)).toBeNull();
  });
});

describe('the advisor’s calendar', () => {
  it('offers no slot on a weekend and says why', async () => {
    const res = await availability(nextSaturday);
    expect(res.body.slots.every((s: { available: boolean }) => !s.available)).toBe(true);
    expect(res.body.closed).toBe(MESSAGES.weekend);
  });

  it('offers no slot on a federal holiday (seeded as a day off) and refuses a booking there, writing nothing', async () => {
    const res = await availability(nextHoliday.day);
    expect(res.body.slots.some((s: { available: boolean }) => s.available)).toBe(false);
    expect(res.body.closed).toContain(nextHoliday.name);
    const before = await countRows(api, 'consultation_booking', 'outbox_email');
    const refused = await book(nextHoliday.day);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([expect.objectContaining({ path: 'date' })]);
    expect(await countRows(api, 'consultation_booking', 'outbox_email')).toEqual(before);
  });

  it('lists Thanksgiving, Christmas and New Year among the days off', async () => {
    const res = await api.visitor().get('/api/consultants/1/days-off');
    const names = (res.body as Array<{ reason: string }>).map((d) => d.reason);
    for (const name of ['Thanksgiving Day', 'Christmas Day', "New Year's Day"]) expect(names).toContain(name);
  });

  it('lets the advisor, and only the advisor, add and remove a day off', async () => {
    const date = workday(30);
    const put = (headers: Record<string, string>) => api.visitor().request('PUT', `/api/consultants/1/days-off/${date}`, { reason: 'Conference' }, { headers });
    expect((await put({})).status).toBe(401);
    expect((await put({ authorization: 'Bearer wrong-token-wrong-token-123' })).status).toBe(401);
    const listed = async () =>
      ((await api.visitor().get('/api/consultants/1/days-off')).body as Array<{ day: string; reason: string }>).some(
        (d) => d.day === date && d.reason === 'Conference',
      );
    expect(await listed()).toBe(false);
    expect((await put({ authorization: `Bearer ${ADMIN_TOKEN}` })).status).toBe(200);
    expect(await listed()).toBe(true);
    expect((await availability(date)).body.closed).toMatch(/Conference/);
    expect((await book(date)).status).toBe(400);
    const removed = await api
      .visitor()
      .request('DELETE', `/api/consultants/1/days-off/${date}`, undefined, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(removed.status).toBe(204);
    expect(await listed()).toBe(false);
    expect((await availability(date)).body.closed).toBeNull();
  });

  it('refuses a malformed day off with 400 and writes nothing', async () => {
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const before = await countRows(api, 'advisor_day_off');
    expect((await api.visitor().request('PUT', '/api/consultants/1/days-off/2026-02-30', { reason: 'Leave' }, { headers })).status).toBe(400);
    expect((await api.visitor().request('PUT', `/api/consultants/1/days-off/${workday(31)}`, { reason: 'a\nb' }, { headers })).status).toBe(400);
    expect(await countRows(api, 'advisor_day_off')).toEqual(before);
  });
});

describe('odd dates', () => {
  it('answers 400 with a message a person can act on, never 500', async () => {
    for (const date of ['0000-01-01', '0001-01-01', '9999-12-31', '2026-02-30', '1899-12-31', '2100-01-01', '+02026-01-01', '2026-1-5']) {
      const res = await availability(date);
      expect(res.status, date).toBe(400);
      expect(res.body.message, date).toMatch(/^Please give a (real calendar date|date between 2000-01-01 and 2099-12-31)/);
      expect(res.body.issues, date).toEqual([expect.objectContaining({ path: 'date' })]);
    }
    expect((await availability('2000-01-03')).status).toBe(200);
    expect((await availability('2099-12-31')).status).toBe(200);
  });
});

describe('price and length', () => {
  it('are part of the consultant, shown before booking', async () => {
    const [consultant] = (await api.visitor().get('/api/consultants')).body;
    expect(consultant).toMatchObject({ sessionMinutes: 60, sessionPriceCents: expect.any(Number) });
    expect(consultant.sessionPriceCents).toBeGreaterThan(0);
  });
});

describe('cancelling from the consulting page', () => {
  it('cancels the visitor’s own booking by id, mails the cancellation, and refuses another visitor’s', async () => {
    const owner = api.visitor();
    const booked = await book(workday(20), '2:00 PM', owner);
    expect(booked.status).toBe(201);
    const stranger = await api
      .visitor()
      .request('POST', `/api/consultation-bookings/${booked.body.id}/cancel`, undefined, { headers: { 'x-forwarded-for': freshIp() } });
    expect(stranger.status).toBe(404);
    const cancelled = await owner.request('POST', `/api/consultation-bookings/${booked.body.id}/cancel`, undefined, {
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await api.sql("SELECT id FROM outbox_email WHERE kind = 'booking-cancelled' AND related_id = $1", [String(booked.body.id)])).toHaveLength(1);
    expect((await availability(workday(20))).body.slots.find((s: { time: string }) => s.time === '2:00 PM').available).toBe(true);
  });
});
