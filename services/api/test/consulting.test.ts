import { randomUUID } from 'node:crypto';
import net from 'node:net';
import {
  addDays,
  availabilitySchema,
  BOOKING_TIMES,
  bookingListSchema,
  bookingSchema,
  consultantListSchema,
  createBookingInputSchema,
  dateInZone,
  managedBookingSchema,
  slotStart,
  zonedTimeToUtc,
} from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { isFederalHoliday, isWeekend } from '../src/common/calendar-days.js';
import { MailService } from '../src/common/mail/mail.service.js';
import { BookingChangesService } from '../src/modules/consulting/booking-changes.service.js';
import { BookingsService } from '../src/modules/consulting/bookings.service.js';
import { ConsultantsService } from '../src/modules/consulting/consultants.service.js';
import { clientAddresses, countRows, expectRejectedWithoutWrite } from './support/requests.js';
import { startTestApi, type TestApi, type TestResponse, type TestVisitor } from './support/test-api.js';

const NY = 'America/New_York';
const SITE_URL = 'https://launchops.test';
const ADVISOR_EMAIL = 'rosa@launchops.test';
const SLOT_TAKEN = 'That time has just been booked. Please choose another time.';
const NOT_FUTURE = 'Please choose a date and time in the future';
const WINDOW = 'Bookings can be changed up to 24 hours before the session. Please contact us if you need help.';
const CANCELLED = 'This booking was cancelled.';
const NOT_FOUND = 'We could not find a booking for this link';
const TOO_SOON = 'Please choose a time at least 24 hours from now: sessions are booked and moved online at least 24 hours before they start.';
const DAY_MS = 86_400_000;

/** A minimal SMTP server that accepts everything and keeps the raw messages. */
async function startFakeSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const command = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command === 'EHLO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let api: TestApi;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

// Rate limits count per client IP; the API trusts X-Forwarded-For from loopback, so each test can be its own client.
const freshIp = clientAddresses(1);

const todayNy = () => dateInZone(new Date(), NY);
/** The advisor works weekdays that are not federal holidays (the seeded days off). */
const isOpen = (date: string) => !isWeekend(date) && !isFederalHoliday(date);
/**
 * A day `offset` ahead: for 1..179 the offset-th day the advisor works (distinct offsets, distinct days); for
 * the horizon itself the last working day within it; past and too-far offsets count calendar days.
 */
const day = (offset: number) => {
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

function bookingInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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

function send(visitor: TestVisitor, method: string, url: string, body?: unknown, ip = freshIp()): Promise<TestResponse> {
  return visitor.request(method, url, body, { headers: { 'x-forwarded-for': ip } });
}

function sendRaw(visitor: TestVisitor, url: string, raw: string, contentType = 'application/json'): Promise<TestResponse> {
  return visitor.request('POST', url, undefined, { raw, headers: { 'content-type': contentType, 'x-forwarded-for': freshIp() } });
}

async function tokenOf(bookingId: number): Promise<string> {
  const [row] = await api.sql<{ manage_token: string }>('SELECT manage_token FROM consultation_booking WHERE id = $1', [bookingId]);
  return row!.manage_token;
}

async function availability(date: string): Promise<Record<string, boolean>> {
  const response = await api.visitor().get(`/api/consultants/1/availability?date=${date}`);
  expect(response.status).toBe(200);
  const parsed = availabilitySchema.parse(response.body);
  return Object.fromEntries(parsed.slots.map((slot) => [slot.time, slot.available]));
}

interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  sent_at: Date | null;
}

async function mailsFor(bookingId: number): Promise<OutboxRow[]> {
  return api.sql<OutboxRow>('SELECT * FROM outbox_email WHERE related_id = $1 ORDER BY id', [String(bookingId)]);
}

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

beforeAll(async () => {
  smtp = await startFakeSmtp();
  api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL, ADVISOR_EMAIL });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

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

  it('rejects a slot that is already booked with 409', async () => {
    const response = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date: day(12), time: '2:00 PM' }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ statusCode: 409, message: SLOT_TAKEN });
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

describe('booking validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['first name too short', { firstName: 'A' }, 'firstName', 'First name is required'],
    ['first name blank', { firstName: '   ' }, 'firstName', 'First name is required'],
    ['first name missing', { firstName: undefined }, 'firstName', 'First name is required'],
    ['first name too long', { firstName: 'A'.repeat(101) }, 'firstName', 'Please use at most 100 characters'],
    ['last name too short', { lastName: 'B' }, 'lastName', 'Last name is required'],
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

describe('the 24-hour notice', () => {
  it('offers no time that starts less than 24 hours from now, today or on the next working days', async () => {
    for (const date of [todayNy(), day(1), day(2)]) {
      const slots = await availability(date);
      for (const time of BOOKING_TIMES) {
        const ahead = slotStart(date, time, NY).getTime() - Date.now();
        // A minute's margin either side for the time the requests take.
        if (ahead < DAY_MS - 60_000) expect(slots[time], `${date} ${time}`).toBe(false);
        if (ahead > DAY_MS + 60_000 && isOpen(date)) expect(slots[time], `${date} ${time}`).toBe(true);
      }
    }
  });

  it('refuses over HTTP a working-day time less than 24 hours away with a 400 naming the time, writing nothing', async () => {
    const soon = [todayNy(), addDays(todayNy(), 1)]
      .filter(isOpen)
      .flatMap((date) => BOOKING_TIMES.map((time) => ({ date, time, ahead: slotStart(date, time, NY).getTime() - Date.now() })))
      .find((slot) => slot.ahead > 60_000 && slot.ahead < DAY_MS - 60_000);
    if (!soon) return; // no working-day time in the next 24 hours right now (a weekend, say): the fixed clock below covers it
    const response = await expectRejectedWithoutWrite(
      () => send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date: soon.date, time: soon.time })),
      () => countRows(api, 'consultation_booking', 'outbox_email'),
      { label: 'too soon' },
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: TOO_SOON, issues: [{ path: 'time', message: TOO_SOON }] });
  });

  it('with a fixed clock: neither offers, books nor moves to a time 23 hours away; 25 hours away is fine', async () => {
    const date = day(100);
    const now = new Date(slotStart(date, '11:00 AM', NY).getTime() - 23 * 3_600_000);
    const open = await api.service(ConsultantsService).availability(1, date, now);
    expect(Object.fromEntries(open.slots.map((s) => [s.time, s.available]))).toMatchObject({
      '9:00 AM': false,
      '10:00 AM': false,
      '11:00 AM': false,
      '1:00 PM': true,
    });

    const bookings = api.service(BookingsService);
    const visitorId = randomUUID();
    const input = (time: string) => createBookingInputSchema.parse(bookingInput({ date, time, email: 'notice@example.com' }));
    const before = await countRows(api, 'consultation_booking', 'outbox_email');
    await expect(bookings.create(input('11:00 AM'), visitorId, now)).rejects.toMatchObject({
      status: 400,
      response: { message: TOO_SOON, issues: [{ path: 'time', message: TOO_SOON }] },
    });
    expect(await countRows(api, 'consultation_booking', 'outbox_email')).toEqual(before);
    const booked = await bookings.create(input('1:00 PM'), visitorId, now);
    expect(booked).toMatchObject({ date, time: '1:00 PM' });

    // Moving another booking to the 23-hours-away time is refused the same way.
    const other = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date: day(110), time: '9:00 AM' }));
    expect(other.status).toBe(201);
    await expect(api.service(BookingChangesService).reschedule(await tokenOf(other.body.id), { date, time: '11:00 AM' }, now)).rejects.toMatchObject({
      status: 400,
      response: { message: TOO_SOON },
    });
  });
});

describe('managing a booking through its link', () => {
  let token: string;
  let bookingId: number;
  const date = day(50);

  beforeAll(async () => {
    const response = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date, time: '9:00 AM', email: 'grace@example.com' }));
    expect(response.status).toBe(201);
    bookingId = response.body.id;
    token = await tokenOf(bookingId);
  });

  it('shows the booking and that it can be changed', async () => {
    const response = await api.visitor().get(`/api/consultation-bookings/manage/${token}`);
    expect(response.status).toBe(200);
    const managed = managedBookingSchema.parse(response.body);
    expect(managed).toMatchObject({ id: bookingId, consultantName: 'Rosa Lindqvist', timezone: NY, canChange: true, reason: null, status: 'confirmed' });
  });

  it('answers 404 for an unknown link and 400 for a malformed one', async () => {
    const unknown = await api.visitor().get(`/api/consultation-bookings/manage/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: NOT_FOUND });
    for (const route of ['reschedule', 'cancel']) {
      const response = await send(
        api.visitor(),
        'POST',
        `/api/consultation-bookings/manage/${'x'.repeat(43)}/${route}`,
        route === 'cancel' ? undefined : { date: day(51), time: '9:00 AM' },
      );
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(NOT_FOUND);
    }
    const malformed = await api.visitor().get('/api/consultation-bookings/manage/short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('That booking link is not valid');
  });

  it('refuses to move the booking to a taken slot or into the past', async () => {
    const other = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date, time: '10:00 AM' }));
    expect(other.status).toBe(201);
    const taken = await send(api.visitor(), 'POST', `/api/consultation-bookings/manage/${token}/reschedule`, { date, time: '10:00 AM' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SLOT_TAKEN);
    const past = await send(api.visitor(), 'POST', `/api/consultation-bookings/manage/${token}/reschedule`, { date: day(-2), time: '10:00 AM' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(NOT_FUTURE);
    const [row] = await api.sql<{ time: string }>('SELECT time FROM consultation_booking WHERE id = $1', [bookingId]);
    expect(row!.time).toBe('9:00 AM');
  });

  it('reschedules: frees the old slot, takes the new one and mails a new .ics', async () => {
    const newDate = day(52);
    const response = await send(api.visitor(), 'POST', `/api/consultation-bookings/manage/${token}/reschedule`, { date: newDate, time: '3:00 PM' });
    expect(response.status).toBe(200);
    const managed = managedBookingSchema.parse(response.body);
    expect(managed).toMatchObject({ id: bookingId, date: newDate, time: '3:00 PM', canChange: true, status: 'confirmed' });
    expect(managed.startsAt).toBe(zonedTimeToUtc(newDate, 15, 0, NY).toISOString());
    expect((await availability(date))['9:00 AM']).toBe(true);
    expect((await availability(newDate))['3:00 PM']).toBe(false);
    const mails = await mailsFor(bookingId);
    const mail = mails.find((m) => m.kind === 'booking-rescheduled');
    expect(mail).toBeDefined();
    expect(mail!.body_text).toContain(`${SITE_URL}/consulting/bookings/${token}`);
    const ics = mail!.attachments[0]!.content;
    expect(ics).toContain(`UID:consultation-booking-${bookingId}@launchops`);
    expect(Number(/SEQUENCE:(\d+)/.exec(ics)![1])).toBeGreaterThan(0);
  });

  it('keeps the booking across a restart', async () => {
    await api.restart();
    const response = await api.visitor().get(`/api/consultation-bookings/manage/${token}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: bookingId, date: day(52), time: '3:00 PM' });
  });

  it('cancels: frees the slot, mails the cancellation and refuses further changes', async () => {
    expect((await availability(day(52)))['3:00 PM']).toBe(false);
    const response = await send(api.visitor(), 'POST', `/api/consultation-bookings/manage/${token}/cancel`);
    expect(response.status).toBe(200);
    expect(managedBookingSchema.parse(response.body)).toMatchObject({ status: 'cancelled', canChange: false, reason: CANCELLED });
    expect((await availability(day(52)))['3:00 PM']).toBe(true);
    const mail = (await mailsFor(bookingId)).find((m) => m.kind === 'booking-cancelled');
    expect(mail).toBeDefined();
    expect(mail!.attachments[0]!.content).toContain('METHOD:CANCEL');
    expect(mail!.attachments[0]!.content).toContain('STATUS:CANCELLED');

    const again = await send(api.visitor(), 'POST', `/api/consultation-bookings/manage/${token}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CANCELLED);
    const move = await send(api.visitor(), 'POST', `/api/consultation-bookings/manage/${token}/reschedule`, { date: day(53), time: '9:00 AM' });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe(CANCELLED);
    const shown = await api.visitor().get(`/api/consultation-bookings/manage/${token}`);
    expect(shown.body).toMatchObject({ status: 'cancelled', canChange: false, reason: CANCELLED });
    // The freed slot can be booked again.
    const rebook = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date: day(52), time: '3:00 PM' }));
    expect(rebook.status).toBe(201);
  });

  it('refuses moves within 24 hours of the session; a cancel then is taken, with nothing given back', async () => {
    const lateToken = 'late-booking-token-0000000000000000000000000';
    const startsAt = new Date(Date.now() + 2 * 3_600_000);
    await api.sql(
      `INSERT INTO consultation_booking (visitor_id, consultant_id, first_name, last_name, email, date, time, starts_at, topic, notes, status, manage_token)
       VALUES (gen_random_uuid(), 1, 'Late', 'Booker', 'late@example.com', '2001-01-01', '9:00 AM', $1, 'Banking & Finance Systems', '', 'confirmed', $2)`,
      [startsAt, lateToken],
    );
    const shown = await api.visitor().get(`/api/consultation-bookings/manage/${lateToken}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ canChange: false, reason: WINDOW });
    const move = await send(api.visitor(), 'POST', `/api/consultation-bookings/manage/${lateToken}/reschedule`, { date: day(60), time: '9:00 AM' });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe(WINDOW);
    expect(shown.body).toMatchObject({ canCancel: true, cancelReturns: 'none' });
    const cancel = await send(api.visitor(), 'POST', `/api/consultation-bookings/manage/${lateToken}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', canCancel: false });
    const [row] = await api.sql<{ status: string }>('SELECT status FROM consultation_booking WHERE manage_token = $1', [lateToken]);
    expect(row!.status).toBe('cancelled');
  });
});

describe('the way in: video room, price and questionnaire', () => {
  const JITSI = /^https:\/\/meet\.jit\.si\/LaunchOps-[0-9a-f]{32}$/;
  const date = day(75);
  let token: string;
  let bookingId: number;
  let priceCents: number;
  const berlinClock = (instant: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', hour: 'numeric', minute: '2-digit' }).format(instant);
  const answers = {
    company: 'Ledgerly: bookkeeping software for dentists',
    stage: 'Incorporated, not yet selling',
    goals: 'Choose a payroll provider and set up sales tax before our first hire.',
    prepare: 'Our cap table and the two payroll quotes (attached to my reply).',
  };

  beforeAll(async () => {
    [{ session_price_cents: priceCents }] = (await api.sql<{ session_price_cents: number }>('SELECT session_price_cents FROM consultant WHERE id = 1')) as [
      { session_price_cents: number },
    ];
    const response = await send(
      api.visitor(),
      'POST',
      '/api/consultation-bookings',
      bookingInput({ date, time: '11:00 AM', email: 'hedy@example.com', firstName: 'Hedy', visitorTimeZone: 'Europe/Berlin' }),
    );
    expect(response.status).toBe(201);
    bookingId = response.body.id;
    token = await tokenOf(bookingId);
  });

  it('gives each booking its own unguessable Jitsi room, kept with the booking', async () => {
    const [row] = await api.sql<{ meeting_url: string; price_cents: number; visitor_timezone: string }>(
      'SELECT meeting_url, price_cents, visitor_timezone FROM consultation_booking WHERE id = $1',
      [bookingId],
    );
    expect(row!.meeting_url).toMatch(JITSI);
    expect(row).toMatchObject({ price_cents: priceCents, visitor_timezone: 'Europe/Berlin' });
    const other = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date, time: '1:00 PM' }));
    const [otherRow] = await api.sql<{ meeting_url: string }>('SELECT meeting_url FROM consultation_booking WHERE id = $1', [other.body.id]);
    expect(otherRow!.meeting_url).toMatch(JITSI);
    expect(otherRow!.meeting_url).not.toBe(row!.meeting_url);
    // The room is not in the visitor's list or the booking answer (only behind the manage link and in the e-mails).
    expect(other.text).not.toContain('meet.jit.si');
  });

  it('puts the link, price, length and the founder’s own time in the confirmation e-mail and its .ics', async () => {
    const [{ meeting_url: room }] = (await api.sql<{ meeting_url: string }>('SELECT meeting_url FROM consultation_booking WHERE id = $1', [bookingId])) as [
      { meeting_url: string },
    ];
    const mail = (await mailsFor(bookingId)).find((m) => m.kind === 'booking-confirmation')!;
    const price = `$${priceCents / 100}`;
    expect(mail.body_text).toContain(`Video call: ${room}`);
    expect(mail.body_text).toContain(`Price:      ${price}, invoiced by e-mail after the session`);
    expect(mail.body_text).toContain('Length:     60 minutes');
    const startsAt = slotStart(date, '11:00 AM', NY);
    expect(mail.body_text).toMatch(new RegExp(`Your time: +\\w+, .* at ${berlinClock(startsAt)} Central European (Standard|Summer) Time \\(Europe/Berlin\\)`));
    expect(mail.body_text).toContain(`${SITE_URL}/consulting/bookings/${token}#questionnaire`);
    const ics = unfold(mail.attachments[0]!.content);
    expect(ics).toContain(`\r\nLOCATION:${room}\r\n`);
    expect(ics).toContain(`\r\nURL;VALUE=URI:${room}\r\n`);
    expect(ics).toContain(`Join the video call: ${room}`);
    expect(ics).toContain(`Price: ${price}\\, invoiced by e-mail after the session`);
    for (const line of mail.attachments[0]!.content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('shows the link, price and length on the manage page, and an open, empty questionnaire', async () => {
    const managed = managedBookingSchema.parse((await api.visitor().get(`/api/consultation-bookings/manage/${token}`)).body);
    expect(managed.meetingUrl).toMatch(JITSI);
    expect(managed).toMatchObject({ priceCents, sessionMinutes: 60, questionnaire: null, questionnaireUpdatedAt: null, questionnaireOpen: true });
  });

  it('saves the questionnaire with the booking and mails the answers to the advisor, replying to the founder', async () => {
    const response = await send(api.visitor(), 'PUT', `/api/consultation-bookings/manage/${token}/questionnaire`, {
      ...answers,
      company: `  ${answers.company} `,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const managed = managedBookingSchema.parse(response.body);
    expect(managed.questionnaire).toEqual(answers);
    expect(managed.questionnaireUpdatedAt).toBeTruthy();
    const [row] = await api.sql<{ questionnaire: unknown }>('SELECT questionnaire FROM consultation_booking WHERE id = $1', [bookingId]);
    expect(row!.questionnaire).toEqual(answers);
    const advisorMails = (await mailsFor(bookingId)).filter((m) => m.kind === 'booking-questionnaire');
    expect(advisorMails).toHaveLength(1);
    const mail = advisorMails[0]!;
    expect(mail.recipient).toBe(ADVISOR_EMAIL);
    expect(mail.headers).toMatchObject({ 'Reply-To': 'hedy@example.com' });
    expect(mail.subject).toMatch(/^Questionnaire from Hedy Lovelace for /);
    for (const answer of Object.values(answers)) expect(mail.body_text).toContain(answer);
    expect(mail.body_text).toMatch(/Video call: https:\/\/meet\.jit\.si\//);
    await expect.poll(() => smtp.messages.some((m) => m.includes(`To: ${ADVISOR_EMAIL}`) && m.includes('Ledgerly')), { timeout: 10_000 }).toBe(true);
    // Shown on the manage page from now on.
    expect((await api.visitor().get(`/api/consultation-bookings/manage/${token}`)).body.questionnaire).toEqual(answers);
  });

  it('lets the founder change the answers until the session (the same answers again send nothing)', async () => {
    const same = await send(api.visitor(), 'PUT', `/api/consultation-bookings/manage/${token}/questionnaire`, answers);
    expect(same.status).toBe(200);
    expect((await mailsFor(bookingId)).filter((m) => m.kind === 'booking-questionnaire')).toHaveLength(1);
    const changed = await send(api.visitor(), 'PUT', `/api/consultation-bookings/manage/${token}/questionnaire`, { ...answers, prepare: '' });
    expect(changed.status).toBe(200);
    expect(changed.body.questionnaire).toEqual({ ...answers, prepare: '' });
    const mails = (await mailsFor(bookingId)).filter((m) => m.kind === 'booking-questionnaire');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^Updated questionnaire from Hedy Lovelace/);
    // The rescheduling e-mail carries the link and price too, and no longer asks for the questionnaire.
    const moved = await send(api.visitor(), 'POST', `/api/consultation-bookings/manage/${token}/reschedule`, { date: day(76), time: '2:00 PM' });
    expect(moved.status).toBe(200);
    const mail = (await mailsFor(bookingId)).find((m) => m.kind === 'booking-rescheduled')!;
    expect(mail.body_text).toMatch(/Video call: https:\/\/meet\.jit\.si\/LaunchOps-[0-9a-f]{32}/);
    expect(mail.body_text).toContain(`Price:      $${priceCents / 100}`);
    expect(mail.body_text).not.toContain('#questionnaire');
    expect(unfold(mail.attachments[0]!.content)).toMatch(/\r\nLOCATION:https:\/\/meet\.jit\.si\//);
  });

  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ['company missing', { company: undefined }, 'company', 'Please say in a few words what your company does'],
    ['company blank', { company: '   ' }, 'company', 'Please say in a few words what your company does'],
    ['company too long', { company: 'c'.repeat(501) }, 'company', 'Please use at most 500 characters'],
    ['stage unknown', { stage: 'Unicorn' }, 'stage', "Please choose your company's stage"],
    ['goals missing', { goals: '' }, 'goals', 'Please say what you want from the session'],
    ['goals too long', { goals: 'g'.repeat(1001) }, 'goals', 'Please use at most 1000 characters'],
    ['prepare with control characters', { prepare: 'a\u0007b' }, 'prepare', 'What to prepare must not contain control characters'],
    ['prepare not text', { prepare: 5 }, 'prepare', 'What to prepare must be text'],
  ];
  it.each(bad)('refuses a questionnaire with %s (400, nothing written)', async (label, overrides, path, message) => {
    const response = await expectRejectedWithoutWrite(
      () => send(api.visitor(), 'PUT', `/api/consultation-bookings/manage/${token}/questionnaire`, { ...answers, ...overrides }),
      async () => [
        await countRows(api, 'outbox_email'),
        await api.sql('SELECT questionnaire, questionnaire_updated_at FROM consultation_booking WHERE id = $1', [bookingId]),
      ],
      { label },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.issues).toContainEqual({ path, message });
  });

  it('refuses unknown fields, unknown links, cancelled bookings and sessions that have started', async () => {
    const url = (t: string) => `/api/consultation-bookings/manage/${t}/questionnaire`;
    expect((await send(api.visitor(), 'PUT', url(token), { ...answers, status: 'cancelled' })).status).toBe(400);
    const unknown = await send(api.visitor(), 'PUT', url('x'.repeat(43)), answers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NOT_FOUND);
    expect((await send(api.visitor(), 'PUT', url('short'), answers)).status).toBe(400);

    let n = 0;
    const insert = (manageToken: string, startsAt: Date, status: string) =>
      api.sql(
        `INSERT INTO consultation_booking (visitor_id, consultant_id, first_name, last_name, email, date, time, starts_at, topic, notes, status, manage_token)
         VALUES (gen_random_uuid(), 1, 'Q', 'Booker', 'q@example.com', $4, '9:00 AM', $1, 'Banking & Finance Systems', '', $2, $3)`,
        [startsAt, status, manageToken, `2001-02-0${++n}`],
      );
    const started = 'questionnaire-started-0000000000000000000000';
    const soon = 'questionnaire-in-two-hours-00000000000000000';
    const cancelled = 'questionnaire-cancelled-00000000000000000000';
    await insert(started, new Date(Date.now() - 60_000), 'confirmed');
    await insert(soon, new Date(Date.now() + 2 * 3_600_000), 'confirmed');
    await insert(cancelled, new Date(Date.now() + 30 * DAY_MS), 'cancelled');
    const late = await send(api.visitor(), 'PUT', url(started), answers);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The session has started/);
    expect((await api.visitor().get(`/api/consultation-bookings/manage/${started}`)).body).toMatchObject({ questionnaireOpen: false });
    const gone = await send(api.visitor(), 'PUT', url(cancelled), answers);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(CANCELLED);
    // Inside the 24 hours a booking cannot be moved, but the advisor still wants the answers.
    expect((await send(api.visitor(), 'PUT', url(soon), answers)).status).toBe(200);
    const rows = await api.sql<{ manage_token: string; questionnaire: unknown }>(
      'SELECT manage_token, questionnaire FROM consultation_booking WHERE manage_token = ANY($1)',
      [[started, soon, cancelled]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.manage_token, r.questionnaire !== null]))).toEqual({ [started]: false, [soon]: true, [cancelled]: false });
  });

  it('erases the answers when the founder deletes their account (with the upcoming bookings it cancels)', async () => {
    const visitor = api.visitor();
    const booked = await send(visitor, 'POST', '/api/consultation-bookings', bookingInput({ date: day(77), time: '9:00 AM' }));
    const own = await tokenOf(booked.body.id);
    expect((await send(api.visitor(), 'PUT', `/api/consultation-bookings/manage/${own}/questionnaire`, answers)).status).toBe(200);
    const visitorId = visitor.cookie!.split('=')[1]!;
    await api.service(DataSource).transaction((manager) => api.service(BookingsService).cancelAllUpcoming(manager, visitorId));
    // Its cancellation e-mail erases itself once sent: sent now, so later tests' row counts stay still.
    await expect
      .poll(
        async () => {
          await api.service(MailService).flush();
          return api.sql('SELECT id FROM outbox_email WHERE erase_after_send');
        },
        { timeout: 10_000 },
      )
      .toEqual([]);
    const [row] = await api.sql<{ questionnaire: unknown; status: string }>('SELECT questionnaire, status FROM consultation_booking WHERE id = $1', [
      booked.body.id,
    ]);
    expect(row).toEqual({ questionnaire: null, status: 'cancelled' });
  });

  it('refuses a time zone that is not one', async () => {
    for (const visitorTimeZone of ['Mars/Olympus_Mons', 'Europe/Berlin\r\nBcc: x@example.com', 'x'.repeat(65), 12]) {
      const response = await send(api.visitor(), 'POST', '/api/consultation-bookings', bookingInput({ date: day(78), visitorTimeZone }));
      expect(response.status, String(visitorTimeZone)).toBe(400);
      expect(response.body.issues).toContainEqual({ path: 'visitorTimeZone', message: 'The time zone must be an IANA name such as Europe/Berlin' });
    }
    expect(await api.sql('SELECT id FROM consultation_booking WHERE date = $1', [day(78)])).toHaveLength(0);
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
    // Well-formed requests count, whatever their outcome: one booking, then the same slot again and again.
    for (let i = 0; i < 20; i += 1) {
      const response = await send(visitor, 'POST', '/api/consultation-bookings', bookingInput({ date: day(91) }), ip);
      statuses.push(response.status);
      if (i === 0) expect(response.headers.get('x-ratelimit-limit')).toBe('20');
    }
    expect(statuses[0]).toBe(201);
    expect(new Set(statuses.slice(1))).toEqual(new Set([409]));
    const limited = await send(visitor, 'POST', '/api/consultation-bookings', bookingInput({ date: day(90) }), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.statusCode).toBe(429);
    expect(await api.sql(`SELECT id FROM consultation_booking WHERE date = $1`, [day(90)])).toHaveLength(0);
    // Another address is not affected.
    expect((await send(visitor, 'POST', '/api/consultation-bookings', {})).status).toBe(400);
  });
});
