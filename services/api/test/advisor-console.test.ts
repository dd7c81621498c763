import { addDays, advisorSessionListSchema, advisorSessionSchema, dateInZone, dayOffListSchema, managedBookingSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFederalHoliday, isWeekend } from '../src/common/calendar-days.js';
import { clientAddresses } from './support/requests.js';
import { startTestApi, type TestApi, TestVisitor } from './support/test-api.js';

const NY = 'America/New_York';
const SITE_URL = 'https://launchops.test';
const ADVISOR = 'rosa@launchops.test';
const GRANTED = 'sam@launchops.test';
const FOUNDER = 'ada@example.com';

let api: TestApi;
const freshIp = clientAddresses(61);

/** The n-th working day of the advisor from today (New York). */
function workday(n: number): string {
  let current = dateInZone(new Date(), NY);
  for (let seen = 0; seen < n;) {
    current = addDays(current, 1);
    if (!isWeekend(current) && !isFederalHoliday(current)) seen += 1;
  }
  return current;
}

/** A browser signed in with an e-mail code: a TestVisitor carrying that session's cookie. */
async function signedIn(email: string): Promise<TestVisitor> {
  const post = (path: string, body: unknown) =>
    fetch(`${api.baseUrl}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify(body),
    });
  expect((await post('/code', { email })).status).toBe(202);
  const [mail] = await api.sql<{ subject: string }>(
    `SELECT subject FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-code' ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const code = /^(\d{6}) is your LaunchOps sign-in code$/.exec(mail!.subject)![1]!;
  const verified = await post('/verify', { email, code });
  expect(verified.status).toBe(200);
  const session = verified.headers
    .getSetCookie()
    .find((c) => c.startsWith('lo_session='))!
    .split(';')[0]!;
  const browser = new TestVisitor(() => api.baseUrl);
  browser.cookie = session;
  return browser;
}

const call = (who: TestVisitor, method: string, url: string, body?: unknown) => who.request(method, url, body, { headers: { 'x-forwarded-for': freshIp() } });

async function book(date: string, time = '10:00 AM'): Promise<{ id: number; token: string }> {
  const created = await call(api.visitor(), 'POST', '/api/consultation-bookings', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: FOUNDER,
    consultantId: 1,
    date,
    time,
    topic: 'Banking & Finance Systems',
    notes: 'Which bank?',
    visitorTimeZone: 'Europe/Paris',
  });
  expect(created.status, created.text).toBe(201);
  const [row] = await api.sql<{ manage_token: string }>('SELECT manage_token FROM consultation_booking WHERE id = $1', [created.body.id]);
  return { id: created.body.id, token: row!.manage_token };
}

let advisor: TestVisitor;
let granted: TestVisitor;
let founder: TestVisitor;

beforeAll(async () => {
  api = await startTestApi({ SITE_URL, ADVISOR_EMAIL: ADVISOR, ADVISOR_EMAILS: ` ${ADVISOR.toUpperCase()} ` });
  advisor = await signedIn(ADVISOR);
  founder = await signedIn(FOUNDER);
  // The other way to the role: granted in the database (what `npm run grant-advisor` does).
  granted = await signedIn(GRANTED);
  await api.sql(`UPDATE account SET role = 'advisor' WHERE email = $1`, [GRANTED]);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('only the advisor reaches the console', () => {
  const day = workday(40);
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/advisor/sessions'],
    ['POST', '/api/advisor/sessions/1/outcome', { outcome: 'done' }],
    ['GET', '/api/advisor/consultants/1/days-off'],
    ['PUT', `/api/advisor/consultants/1/days-off/${day}`, { reason: 'Conference' }],
    ['DELETE', `/api/advisor/consultants/1/days-off/${day}`],
  ];

  it.each(routes)('%s %s: anonymous 401, a founder 403, the advisor passes', async (method, url, body) => {
    const anonymous = await call(api.visitor(), method, url, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toMatch(/Sign in first/);
    const notAdvisor = await call(founder, method, url, body);
    expect(notAdvisor.status).toBe(403);
    expect(notAdvisor.body.message).toMatch(/not the advisor/);
    // A session cookie that is not a live session is no one.
    const forged = new TestVisitor(() => api.baseUrl);
    forged.cookie = `lo_session=${'a'.repeat(43)}`;
    expect((await call(forged, method, url, body)).status).toBe(401);
    // The outcome route answers 404 for a booking that does not exist: past the guard all the same.
    const expected = url.endsWith('/outcome') ? 404 : 200;
    for (const who of [advisor, granted]) expect((await call(who, method, url, body)).status).toBe(expected);
  });

  it('stops at a signed-out session, and at a role taken back', async () => {
    const rosa = await signedIn(ADVISOR);
    expect((await call(rosa, 'GET', '/api/advisor/sessions')).status).toBe(200);
    expect((await call(rosa, 'POST', '/api/auth/sign-out')).status).toBe(204);
    expect((await call(rosa, 'GET', '/api/advisor/sessions')).status).toBe(401);
    await api.sql(`UPDATE account SET role = 'founder' WHERE email = $1`, [GRANTED]);
    expect((await call(granted, 'GET', '/api/advisor/sessions')).status).toBe(403);
    await api.sql(`UPDATE account SET role = 'advisor' WHERE email = $1`, [GRANTED]);
  });
});

describe('the sessions', () => {
  it('lists upcoming sessions with the room, the price and the questionnaire answers', async () => {
    const { id, token } = await book(workday(5));
    const managed = managedBookingSchema.parse((await call(api.visitor(), 'GET', `/api/consultation-bookings/manage/${token}`)).body);
    expect(managed).toMatchObject({ paidWith: 'invoice-after-session', priceCents: 15000 });
    const answers = {
      company: 'Payroll software for bakeries',
      stage: 'Incorporated, not yet selling',
      entity: 'Delaware C corporation',
      goals: 'Which bank, and when to run payroll',
      prepare: 'Our cap table',
    };
    const saved = await call(api.visitor(), 'PUT', `/api/consultation-bookings/manage/${token}/questionnaire`, answers);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.questionnaire).toEqual(answers);

    const listed = await call(advisor, 'GET', '/api/advisor/sessions');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const { upcoming } = advisorSessionListSchema.parse(listed.body);
    const session = upcoming.find((s) => s.id === id)!;
    expect(session).toMatchObject({
      firstName: 'Ada',
      email: FOUNDER,
      consultantName: 'Rosa Lindqvist',
      timezone: NY,
      visitorTimeZone: 'Europe/Paris',
      priceCents: 15000,
      paidWith: 'invoice-after-session',
      questionnaire: answers,
      outcome: null,
    });
    expect(session.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/LaunchOps-[0-9a-f]{32}$/);
    // Soonest first.
    const starts = upcoming.map((s) => s.startsAt);
    expect([...starts].sort()).toEqual(starts);

    // The answers reached the advisor's address too, entity included.
    const [mail] = await api.sql<{ recipient: string; body_text: string }>(
      `SELECT recipient, body_text FROM outbox_email WHERE related_id = $1 AND kind = 'booking-questionnaire'`,
      [String(id)],
    );
    expect(mail).toMatchObject({ recipient: ADVISOR });
    expect(mail!.body_text).toContain('Entity and state: Delaware C corporation');
    // A page from before the entity question sends four answers: still taken, and given back without an entity.
    const older = { company: 'Payroll software for bakeries', stage: 'Selling, no employees yet', goals: 'Which bank', prepare: '' };
    const olderSaved = await call(api.visitor(), 'PUT', `/api/consultation-bookings/manage/${token}/questionnaire`, older);
    expect(olderSaved.status).toBe(200);
    expect(olderSaved.body.questionnaire).toEqual(older);
    const tooLong = await call(api.visitor(), 'PUT', `/api/consultation-bookings/manage/${token}/questionnaire`, { ...answers, entity: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues).toEqual([{ path: 'entity', message: 'Please use at most 200 characters' }]);
    expect((await call(api.visitor(), 'PUT', `/api/consultation-bookings/manage/${token}/questionnaire`, answers)).status).toBe(200);
    // And the confirmation e-mail carried the room, the price and how it is paid.
    const [confirmation] = await api.sql<{ body_text: string }>(`SELECT body_text FROM outbox_email WHERE related_id = $1 AND kind = 'booking-confirmation'`, [
      String(id),
    ]);
    expect(confirmation!.body_text).toContain(`Video call: ${session.meetingUrl}`);
    expect(confirmation!.body_text).toContain('Price:      $150, invoiced by e-mail after the session');
  });
});

// The same describe again (one describe was over 80 lines): marking a session's outcome.
describe('the sessions', () => {
  it('marks a held session done or no-show, and refuses a session not yet held or cancelled', async () => {
    const { id } = await book(workday(6));
    const mark = (outcome: unknown, bookingId = id) => call(advisor, 'POST', `/api/advisor/sessions/${bookingId}/outcome`, { outcome });
    const early = await mark('done');
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/has not started yet/);
    expect((await api.sql<{ outcome: string | null }>('SELECT outcome FROM consultation_booking WHERE id = $1', [id]))[0]!.outcome).toBeNull();

    // The session was held yesterday.
    await api.sql(`UPDATE consultation_booking SET starts_at = now() - interval '1 day' WHERE id = $1`, [id]);
    const done = await mark('done');
    expect(done.status, done.text).toBe(200);
    expect(advisorSessionSchema.parse(done.body)).toMatchObject({ id, outcome: 'done' });
    const noShow = await mark('no-show');
    expect(noShow.body).toMatchObject({ outcome: 'no-show' });
    const { recent, upcoming } = advisorSessionListSchema.parse((await call(advisor, 'GET', '/api/advisor/sessions')).body);
    expect(recent.find((s) => s.id === id)).toMatchObject({ outcome: 'no-show' });
    expect(upcoming.some((s) => s.id === id)).toBe(false);

    for (const bad of ['maybe', '', null]) {
      const refused = await mark(bad);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('Choose \\"done\\" or \\"no-show\\"');
    }
    expect((await call(advisor, 'POST', `/api/advisor/sessions/${id}/outcome`, { outcome: 'done', extra: 1 })).status).toBe(400);
    expect((await call(advisor, 'POST', '/api/advisor/sessions/abc/outcome', { outcome: 'done' })).status).toBe(400);

    const { id: cancelledId, token } = await book(workday(7));
    expect((await call(api.visitor(), 'POST', `/api/consultation-bookings/manage/${token}/cancel`)).status).toBe(200);
    await api.sql(`UPDATE consultation_booking SET starts_at = now() - interval '1 day' WHERE id = $1`, [cancelledId]);
    expect((await mark('done', cancelledId)).status).toBe(409);
  });
});

describe('days off from the console', () => {
  it('adds and removes a day off, which the booking page sees, and refuses a past day or a bad reason', async () => {
    const day = workday(30);
    const put = await call(advisor, 'PUT', `/api/advisor/consultants/1/days-off/${day}`, { reason: 'Conference' });
    expect(put.status, put.text).toBe(200);
    expect(dayOffListSchema.parse(put.body)).toContainEqual({ day, reason: 'Conference' });
    const publicList = await call(api.visitor(), 'GET', '/api/consultants/1/days-off');
    expect(publicList.body).toContainEqual({ day, reason: 'Conference' });
    const slots = await call(api.visitor(), 'GET', `/api/consultants/1/availability?date=${day}`);
    expect(slots.body.slots.some((s: { available: boolean }) => s.available)).toBe(false);

    const removed = await call(advisor, 'DELETE', `/api/advisor/consultants/1/days-off/${day}`);
    expect(removed.status).toBe(200);
    expect(removed.body).not.toContainEqual({ day, reason: 'Conference' });
    expect((await call(api.visitor(), 'GET', '/api/consultants/1/days-off')).body).not.toContainEqual({ day, reason: 'Conference' });

    const yesterday = addDays(dateInZone(new Date(), NY), -1);
    const past = await call(advisor, 'PUT', `/api/advisor/consultants/1/days-off/${yesterday}`, { reason: 'Too late' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Choose today or a later day.');
    expect((await call(advisor, 'PUT', `/api/advisor/consultants/1/days-off/${day}`, { reason: 'a\nb' })).status).toBe(400);
    expect((await call(advisor, 'PUT', `/api/advisor/consultants/1/days-off/2027-02-30`, { reason: 'Leave' })).status).toBe(400);
    expect((await call(advisor, 'GET', '/api/advisor/consultants/99/days-off')).status).toBe(404);
  });
});
