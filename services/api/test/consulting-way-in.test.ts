import { managedBookingSchema, slotStart } from '@launchops/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { MailService } from '../src/common/mail/mail.service.js';
import { Transactions } from '../src/database/sql-repository.js';
import { BookingsService } from '../src/modules/consulting/bookings.service.js';
import {
  ADVISOR_EMAIL,
  api,
  bookingInput,
  CANCELLED,
  DAY_MS,
  day,
  mailsFor,
  NOT_FOUND,
  NY,
  SITE_URL,
  send,
  smtp,
  tokenOf,
  unfold,
  useConsultingApi,
} from './support/consulting.js';
import { countRows, expectRejectedWithoutWrite } from './support/requests.js';

/** The way in to a session: its video room, price and length, the founder's clock, and the questionnaire. */
useConsultingApi();

// One booking (Hedy's) for every describe of this file, as when they were one.
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

describe('the way in: video room, price and questionnaire', () => {
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
});

describe('the way in: video room, price and questionnaire', () => {
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
});

describe('the way in: video room, price and questionnaire', () => {
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
});

describe('the way in: video room, price and questionnaire', () => {
  it('erases the answers when the founder deletes their account (with the upcoming bookings it cancels)', async () => {
    const visitor = api.visitor();
    const booked = await send(visitor, 'POST', '/api/consultation-bookings', bookingInput({ date: day(77), time: '9:00 AM' }));
    const own = await tokenOf(booked.body.id);
    expect((await send(api.visitor(), 'PUT', `/api/consultation-bookings/manage/${own}/questionnaire`, answers)).status).toBe(200);
    const visitorId = visitor.cookie!.split('=')[1]!;
    await api.service(Transactions).run((tx) => api.service(BookingsService).cancelAllUpcoming(tx, visitorId));
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
