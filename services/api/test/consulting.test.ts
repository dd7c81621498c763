import { availabilitySchema, BOOKING_TIMES, bookingListSchema, bookingSchema, consultantListSchema, zonedTimeToUtc } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import {
  api,
  availability,
  bookingInput,
  day,
  freshIp,
  mailsFor,
  NY,
  SITE_URL,
  SLOT_TAKEN,
  send,
  smtp,
  todayNy,
  tokenOf,
  unfold,
  useConsultingApi,
} from './support/consulting.js';
import type { TestVisitor } from './support/test-api.js';

/** The consultants and booking a consultation; validation, managing and the way in have files of their own. */
useConsultingApi();

describe('consultants', () => {
  it('lists consultants from memory with an ETag', async () => {
    const visitor = api.visitor();
    const response = await visitor.get('/api/consultants');
    expect(response.status).toBe(200);
    const consultants = consultantListSchema.parse(response.body);
    expect(consultants[0]).toMatchObject({ id: 1, name: 'Rosa Lindqvist', timezone: NY });
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await visitor.get('/api/consultants', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });

  it('shows availability for a day in the consultant time zone', async () => {
    const response = await api.visitor().get(`/api/consultants/1/availability?date=${day(20)}`);
    expect(response.status).toBe(200);
    const parsed = availabilitySchema.parse(response.body);
    expect(parsed).toMatchObject({ consultantId: 1, date: day(20), timezone: NY });
    expect(parsed.slots.map((s) => s.time)).toEqual([...BOOKING_TIMES]);
    expect(parsed.slots.every((s) => s.available)).toBe(true);
  });

  it('marks past days and days beyond the booking horizon unavailable', async () => {
    expect(Object.values(await availability(day(-1))).some(Boolean)).toBe(false);
    expect(Object.values(await availability(day(181))).some(Boolean)).toBe(false);
    expect(Object.values(await availability(day(180))).every(Boolean)).toBe(true);
    // Today: nothing, as every time of today is less than 24 hours away (see 'the 24-hour notice').
    const today = await availability(todayNy());
    expect(Object.values(today).some(Boolean)).toBe(false);
  });

  it('documents the consulting routes in the OpenAPI document', async () => {
    const response = await api.visitor().get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/consultants',
        '/api/consultants/{id}/availability',
        '/api/consultation-bookings',
        '/api/consultation-bookings/manage/{token}',
        '/api/consultation-bookings/manage/{token}/reschedule',
        '/api/consultation-bookings/manage/{token}/cancel',
      ]),
    );
  });

  it('answers 404 for an unknown consultant and 400 for a bad date', async () => {
    const visitor = api.visitor();
    expect((await visitor.get(`/api/consultants/999/availability?date=${day(3)}`)).status).toBe(404);
    expect((await visitor.get('/api/consultants/abc/availability?date=2026-01-01')).status).toBe(400);
    for (const query of ['', '?date=', '?date=2026-13-01', '?date=tomorrow', '?date=2026-02-30']) {
      const response = await visitor.get(`/api/consultants/1/availability${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
  });
});

describe('booking a consultation', () => {
  let bookingId: number;
  let owner: TestVisitor;

  it('books a free slot and answers 201 without the manage token', async () => {
    owner = api.visitor();
    const date = day(12);
    // Read first, so that the day is held in memory: the booking must still show at once.
    expect((await availability(date))['2:00 PM']).toBe(true);
    const response = await send(owner, 'POST', '/api/consultation-bookings', bookingInput({ date, time: '2:00 PM', firstName: '  Ada ' }));
    expect(response.status).toBe(201);
    const booking = bookingSchema.parse(response.body);
    bookingId = booking.id;
    expect(booking).toMatchObject({ consultantId: 1, firstName: 'Ada', date, time: '2:00 PM', status: 'confirmed' });
    expect(booking.startsAt).toBe(zonedTimeToUtc(date, 14, 0, NY).toISOString());
    const token = await tokenOf(booking.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.text).not.toContain(token);
    expect((await availability(date))['2:00 PM']).toBe(false);
    expect((await availability(date))['3:00 PM']).toBe(true);
  });

  it('queues the confirmation e-mail with the manage link and an .ics file, and sends it by SMTP', async () => {
    const token = await tokenOf(bookingId);
    const [mail] = await mailsFor(bookingId);
    expect(mail).toBeDefined();
    expect(mail!.kind).toBe('booking-confirmation');
    expect(mail!.recipient).toBe('ada@example.com');
    const [y, m, d] = day(12).split('-').map(Number) as [number, number, number];
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
    expect(mail!.subject).toBe(`Your LaunchOps consultation on ${longDate} at 2:00 PM`);
    expect(mail!.body_text).toContain(`${SITE_URL}/consulting/bookings/${token}`);
    expect(mail!.body_text).toContain('Rosa Lindqvist');
    expect(mail!.body_text).toContain('24 hours before');
    expect(mail!.attachments).toHaveLength(1);
    const ics = mail!.attachments[0]!;
    expect(ics.filename).toMatch(/\.ics$/);
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.content.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.content).toContain('\r\nBEGIN:VEVENT\r\n');
    expect(ics.content).toContain(`\r\nDTSTART:${zonedTimeToUtc(day(12), 14, 0, NY).toISOString().replace(/[-:]/g, '').replace('.000', '')}\r\n`);
    expect(ics.content).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(ics.content).toMatch(/\r\nUID:consultation-booking-\d+@launchops\r\n/);
    expect(unfold(ics.content)).toContain(`/consulting/bookings/${token}`);
    for (const line of ics.content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    await expect.poll(async () => (await mailsFor(bookingId))[0]!.sent_at, { timeout: 10_000 }).not.toBeNull();
    const sent = smtp.messages.find((message) => message.includes('To: ada@example.com') && message.includes('text/calendar'));
    expect(sent).toBeDefined();
  });

  it('lists the booking for its visitor only', async () => {
    const mine = await owner.get('/api/consultation-bookings');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const list = bookingListSchema.parse(mine.body);
    expect(list.map((b) => b.id)).toContain(bookingId);
    expect(mine.text).not.toContain(await tokenOf(bookingId));

    const stranger = api.visitor();
    const theirs = await stranger.get('/api/consultation-bookings');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
  });

  it('rejects a slot that is already booked with 409', async () => {
    const response = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date: day(12), time: '2:00 PM' }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ statusCode: 409, message: SLOT_TAKEN });
  });
});

// The same describe again: the list's order and a slot's race need none of the booking above.
describe('booking a consultation', () => {
  it('lists upcoming bookings first (soonest first), then past ones', async () => {
    const visitor = api.visitor();
    const later = await send(visitor, 'POST', '/api/consultation-bookings', bookingInput({ date: day(40), time: '10:00 AM' }));
    const sooner = await send(visitor, 'POST', '/api/consultation-bookings', bookingInput({ date: day(30), time: '10:00 AM' }));
    expect([later.status, sooner.status]).toEqual([201, 201]);
    const visitorId = visitor.cookie!.split('=')[1];
    await api.sql(
      `INSERT INTO consultation_booking (visitor_id, consultant_id, first_name, last_name, email, date, time, starts_at, topic, notes, status, manage_token)
       VALUES ($1, 1, 'Ada', 'Lovelace', 'ada@example.com', '2001-01-02', '9:00 AM', '2001-01-02T14:00:00Z', 'Banking & Finance Systems', '', 'confirmed', $2)`,
      [visitorId, 'past-booking-token-000000000000000000000000'],
    );
    const list = bookingListSchema.parse((await visitor.get('/api/consultation-bookings')).body);
    expect(list.map((b) => b.date)).toEqual([day(30), day(40), '2001-01-02']);
  });

  it('gives a slot to exactly one of 20 simultaneous requests', async () => {
    const ip = freshIp();
    const date = day(15);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date, time: '11:00 AM', email: `p${i}@example.com` }), ip),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of responses.filter((r) => r.status === 409)) expect(r.body.message).toBe(SLOT_TAKEN);
    const rows = await api.sql(`SELECT id FROM consultation_booking WHERE date = $1 AND time = '11:00 AM'`, [date]);
    expect(rows).toHaveLength(1);
    const mails = await api.sql(`SELECT id FROM outbox_email WHERE kind = 'booking-confirmation' AND recipient LIKE 'p%@example.com'`);
    expect(mails).toHaveLength(1);
  });
});
