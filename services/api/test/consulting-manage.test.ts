import { randomUUID } from 'node:crypto';
import { addDays, BOOKING_TIMES, createBookingInputSchema, managedBookingSchema, slotStart, zonedTimeToUtc } from '@launchops/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingChangesService } from '../src/modules/consulting/booking-changes.service.js';
import { BookingsService } from '../src/modules/consulting/bookings.service.js';
import { ConsultantsService } from '../src/modules/consulting/consultants.service.js';
import {
  api,
  availability,
  bookingInput,
  CANCELLED,
  DAY_MS,
  day,
  isOpen,
  mailsFor,
  NOT_FOUND,
  NOT_FUTURE,
  NY,
  SITE_URL,
  SLOT_TAKEN,
  send,
  todayNy,
  tokenOf,
  TOO_SOON,
  useConsultingApi,
  WINDOW,
} from './support/consulting.js';
import { countRows, expectRejectedWithoutWrite } from './support/requests.js';

/** The 24-hour notice and managing a booking through its link (moving, cancelling, refusals). */
useConsultingApi();

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
});

// The same describe again: these need no booking of their own.
describe('managing a booking through its link', () => {
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
