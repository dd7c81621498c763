import { BOOKING_TIMES, zonedTimeToUtc } from '@launchops/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bookingInput, day, freshIp, isOpen, NOT_FUTURE, NY, send, sendRaw, todayNy, tokenOf, useConsultingApi } from './support/consulting.js';
import { countRows, expectRejectedWithoutWrite } from './support/requests.js';
import type { TestResponse, TestVisitor } from './support/test-api.js';

/** What the booking routes refuse: invalid fields, malformed bodies (nothing reaches the database) and too many requests. */
useConsultingApi();

describe('booking validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['first name too short', { firstName: 'A' }, 'firstName', 'First name needs at least 2 letters'],
    ['first name blank', { firstName: '   ' }, 'firstName', 'First name is required'],
    ['first name missing', { firstName: undefined }, 'firstName', 'First name is required'],
    ['first name too long', { firstName: 'A'.repeat(101) }, 'firstName', 'Please use at most 100 characters'],
    ['last name too short', { lastName: 'B' }, 'lastName', 'Last name needs at least 2 letters'],
    ['last name missing', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['email invalid', { email: 'not-an-email' }, 'email', 'Invalid email address'],
    ['email missing', { email: undefined }, 'email', 'Invalid email address'],
    ['consultant missing', { consultantId: undefined }, 'consultantId', 'Please select a consultant'],
    ['consultant zero', { consultantId: 0 }, 'consultantId', 'Please select a consultant'],
    ['consultant not a number', { consultantId: 'dana' }, 'consultantId', 'Please select a consultant'],
    ['consultant unknown', { consultantId: 999 }, 'consultantId', 'Please select a consultant'],
    ['date missing', { date: undefined }, 'date', 'Date is required'],
    ['date empty', { date: '' }, 'date', 'Date is required'],
    ['date not real', { date: '2027-02-30' }, 'date', 'Please choose a real date (YYYY-MM-DD)'],
    ['date in the past', { date: day(-1) }, 'date', NOT_FUTURE],
    ['date too far ahead', { date: day(181) }, 'date', 'Please choose a date within the next 180 days'],
    ['time missing', { time: undefined }, 'time', 'Time is required'],
    ['time not offered', { time: '9:30 AM' }, 'time', 'Time is required'],
    ['topic missing', { topic: undefined }, 'topic', 'Please select a topic'],
    ['topic unknown', { topic: 'Astrology' }, 'topic', 'Please select a topic'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes', 'Notes can be at most 2000 characters'],
  ];

  it.each(cases)('%s', async (name, overrides, path, message) => {
    const response = await expectRejectedWithoutWrite(
      () => send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date: day(25), ...overrides })),
      () => countRows(api, 'consultation_booking'),
      { label: name },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.issues).toContainEqual({ path, message });
  });

  it('rejects a slot today that has already started', async () => {
    const past = BOOKING_TIMES.find((time) => {
      const [h, rest] = time.split(':') as [string, string];
      const hour = (Number(h) % 12) + (rest.endsWith('PM') ? 12 : 0);
      return zonedTimeToUtc(todayNy(), hour, 0, NY).getTime() <= Date.now();
    });
    // Before 9:00 AM in New York no slot of today has started; on a weekend or holiday the day itself is refused.
    if (!past || !isOpen(todayNy())) return;
    const response = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date: todayNy(), time: past }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(NOT_FUTURE);
  });

  it('accepts the last day of the horizon', async () => {
    const response = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date: day(180), time: '4:00 PM' }));
    expect(response.status).toBe(201);
  });
});

describe('malformed requests never reach the database', () => {
  let token: string;
  let bookingId: number;

  beforeAll(async () => {
    const response = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date: day(70), time: '1:00 PM' }));
    expect(response.status).toBe(201);
    bookingId = response.body.id;
    token = await tokenOf(bookingId);
  });

  const big = 'x'.repeat(100 * 1024);
  const commonRaw: Array<[string, string, string?]> = [
    ['invalid JSON', '{"date": '],
    ['JSON array', '[]'],
    ['JSON array of objects', '[{"date": "2030-01-01", "time": "9:00 AM"}]'],
    ['JSON string', '"hello"'],
    ['JSON number', '42'],
    ['JSON null', 'null'],
    ['empty body with a JSON content type', ''],
    ['prototype pollution', '{"__proto__": {"admin": true}}'],
    ['plain text', 'date=2030-01-01', 'text/plain'],
    ['100 kB string', JSON.stringify({ firstName: big, date: big })],
  ];

  const written = () => countRows(api, 'consultation_booking', 'outbox_email');
  const expectNoWrite = (run: () => Promise<TestResponse>, label: string) => expectRejectedWithoutWrite(run, written, { label });

  it('create', async () => {
    const url = '/api/consultation-bookings';
    for (const [label, raw, type] of commonRaw) await expectNoWrite(() => sendRaw(api.visitor(), url, raw, type), label);
    const typed: Array<[string, unknown]> = [
      ['empty object', {}],
      ['wrong types', { firstName: 12, lastName: true, email: ['a@b.co'], consultantId: {}, date: 20300101, time: 9, topic: null, notes: 5 }],
      ['nested objects', bookingInput({ firstName: { $ne: '' } })],
      ['99 kB notes', bookingInput({ notes: 'n'.repeat(99 * 1024) })],
    ];
    for (const [label, body] of typed) await expectNoWrite(() => send(api.visitor(), 'POST', url, body), label);
    // No body at all.
    await expectNoWrite(() => send(api.visitor(), 'POST', url), 'no body');
  });

  it('reschedule', async () => {
    const url = `/api/consultation-bookings/manage/${token}/reschedule`;
    for (const [label, raw, type] of commonRaw) await expectNoWrite(() => sendRaw(api.visitor(), url, raw, type), label);
    const typed: Array<[string, unknown]> = [
      ['empty object', {}],
      ['wrong types', { date: 20300101, time: 9 }],
      ['missing time', { date: day(71) }],
      ['unknown field', { date: day(71), time: '9:00 AM', status: 'cancelled' }],
      ['time not offered', { date: day(71), time: '8:00 AM' }],
    ];
    for (const [label, body] of typed) await expectNoWrite(() => send(api.visitor(), 'POST', url, body), label);
    await expectNoWrite(() => send(api.visitor(), 'POST', url), 'no body');
    const [row] = await api.sql<{ time: string; status: string }>('SELECT time, status FROM consultation_booking WHERE id = $1', [bookingId]);
    expect(row).toEqual({ time: '1:00 PM', status: 'confirmed' });
  });

  it('questionnaire', async () => {
    const url = `/api/consultation-bookings/manage/${token}/questionnaire`;
    const send = (visitor: TestVisitor, raw: string, type = 'application/json') =>
      visitor.request('PUT', url, undefined, { raw, headers: { 'content-type': type, 'x-forwarded-for': freshIp() } });
    for (const [label, raw, type] of commonRaw) await expectNoWrite(() => send(api.visitor(), raw, type), label);
    const [row] = await api.sql<{ questionnaire: unknown }>('SELECT questionnaire FROM consultation_booking WHERE id = $1', [bookingId]);
    expect(row!.questionnaire).toBeNull();
  });

  it('cancel', async () => {
    const url = `/api/consultation-bookings/manage/${token}/cancel`;
    for (const [label, raw, type] of commonRaw) await expectNoWrite(() => sendRaw(api.visitor(), url, raw, type), label);
    for (const [label, body] of [
      ['a field', { reason: 'x' }],
      ['wrong type', { force: true }],
    ] as Array<[string, unknown]>) {
      await expectNoWrite(() => send(api.visitor(), 'POST', url, body), label);
    }
    const [row] = await api.sql<{ status: string }>('SELECT status FROM consultation_booking WHERE id = $1', [bookingId]);
    expect(row!.status).toBe('confirmed');
  });
});

describe('rate limits', () => {
  it('counts requests the schema refuses too: after 20 malformed ones from an address the next is refused before it is read', async () => {
    const ip = freshIp();
    const visitor = api.visitor();
    for (let i = 0; i < 20; i += 1) expect((await send(visitor, 'POST', '/api/consultation-bookings', { firstName: 'x' }, ip)).status).toBe(400);
    expect((await send(visitor, 'POST', '/api/consultation-bookings', { firstName: 'x' }, ip)).status).toBe(429);
    expect((await send(visitor, 'POST', '/api/consultation-bookings', bookingInput({ date: day(93) }), ip)).status).toBe(429);
    expect(await api.sql(`SELECT id FROM consultation_booking WHERE date = $1`, [day(93)])).toHaveLength(0);
  });

  it('answers 429 with Retry-After after 20 booking requests a minute from one address', async () => {
    const ip = freshIp();
    const visitor = api.visitor();
    const statuses: number[] = [];
    // Well-formed requests count, whatever their outcome: one booking, then the same one again and again (each answered
    // with that booking: a retry from the same browser is not refused).
    for (let i = 0; i < 20; i += 1) {
      const response = await send(visitor, 'POST', '/api/consultation-bookings', bookingInput({ date: day(91) }), ip);
      statuses.push(response.status);
      if (i === 0) expect(response.headers.get('x-ratelimit-limit')).toBe('20');
    }
    expect(statuses[0]).toBe(201);
    expect(new Set(statuses.slice(1))).toEqual(new Set([201]));
    expect(await api.sql(`SELECT id FROM consultation_booking WHERE date = $1`, [day(91)])).toHaveLength(1);
    const limited = await send(visitor, 'POST', '/api/consultation-bookings', bookingInput({ date: day(90) }), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.statusCode).toBe(429);
    expect(await api.sql(`SELECT id FROM consultation_booking WHERE date = $1`, [day(90)])).toHaveLength(0);
    // Another address is not affected.
    expect((await send(visitor, 'POST', '/api/consultation-bookings', {})).status).toBe(400);
  });
});
