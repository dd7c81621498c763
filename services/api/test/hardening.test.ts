import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isFederalHoliday, isWeekend } from '../src/common/calendar-days.js';
import { clientAddresses, countRows } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const started: TestApi[] = [];

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
  for (const other of started) await other.close();
});

const freshIp = clientAddresses(78);
const post = (url: string, body: unknown) => api.visitor().request('POST', url, body, { headers: { 'x-forwarded-for': freshIp() } });

/** The `offset`-th day ahead the advisor works (not a weekend, not a federal holiday): bookable. */
function weekdayAhead(offset: number): string {
  let current = new Date().toISOString().slice(0, 10);
  for (let n = 0; n < offset;) {
    current = addDays(current, 1);
    if (!isWeekend(current) && !isFederalHoliday(current)) n += 1;
  }
  return current;
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  consultantId: 1,
  date: weekdayAhead(40),
  time: '9:00 AM',
  topic: 'Banking & Finance Systems',
  notes: 'Line one\nLine two',
  ...overrides,
});

describe('one-line fields (they end up in e-mail headers and bodies)', () => {
  it.each([
    ['firstName', 'Ann\r\nBcc: victim@example.org'],
    ['firstName', 'Ann\tMarie'],
    ['lastName', 'Smith\u2028Jones'],
    ['lastName', 'Smith\u0085'],
  ])('refuses a booking whose %s holds a line break or control character, writing nothing', async (field, value) => {
    const before = await countRows(api, 'consultation_booking', 'outbox_email');
    const res = await post('/api/consultation-bookings', booking({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, message: expect.stringMatching(/must be on one line/) })]));
    expect(await countRows(api, 'consultation_booking', 'outbox_email')).toEqual(before);
  });

  it('refuses a contact name with a newline, and control characters in a message, but keeps a message’s line breaks', async () => {
    const valid = { name: 'Ada Founder', email: 'ada@example.com', topic: 'general', message: 'A question\nabout the checklist.' };
    expect((await post('/api/contact-messages', { ...valid, name: 'Ada\nFounder' })).status).toBe(400);
    expect((await post('/api/contact-messages', { ...valid, message: 'A question \u001b[31mabout the checklist' })).status).toBe(400);
    expect((await post('/api/contact-messages', valid)).status).toBe(201);
  });

  it('keeps line breaks in booking notes', async () => {
    const res = await post('/api/consultation-bookings', booking({ date: weekdayAhead(41), time: '10:00 AM' }));
    expect(res.status).toBe(201);
    expect(res.body.notes).toBe('Line one\nLine two');
  });
});

describe('ids are whole numbers, written plainly', () => {
  it.each([true, [1], '0x1', '1e0', ' 1', '1.0', 1.5, 0])('refuses consultantId %j', async (consultantId) => {
    const before = await countRows(api, 'consultation_booking');
    const res = await post('/api/consultation-bookings', booking({ consultantId, date: weekdayAhead(42) }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'consultantId' })]));
    expect(await countRows(api, 'consultation_booking')).toEqual(before);
  });

  it.each(['0x1', '1e0', '+1', '01.0', '%201', '0'])('answers 400 to PATCH /api/checklist-items/%s', async (id) => {
    const res = await api.visitor().request('PATCH', `/api/checklist-items/${id}`, { completed: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/id in the URL/);
  });

  it('still takes a plain id in the URL', async () => {
    expect((await api.visitor().request('PATCH', '/api/checklist-items/1', { completed: true })).status).toBe(200);
  });
});

describe('simultaneous reschedules of one booking', () => {
  it('move it once: of five moves made from the same view, one wins and the rest get 409, with one e-mail', async () => {
    const created = await post('/api/consultation-bookings', booking({ date: weekdayAhead(50), time: '1:00 PM' }));
    expect(created.status).toBe(201);
    const [tokenRow] = await api.sql<{ manage_token: string }>('SELECT manage_token FROM consultation_booking WHERE id = $1', [created.body.id]);
    const token = tokenRow!.manage_token;
    const seen = await api.visitor().get(`/api/consultation-bookings/manage/${token}`);
    expect(seen.body.updatedAt).toEqual(expect.any(String));
    const targets = ['9:00 AM', '10:00 AM', '11:00 AM', '2:00 PM', '3:00 PM'].map((time) => ({
      date: weekdayAhead(51),
      time,
      expectedUpdatedAt: seen.body.updatedAt,
    }));
    const answers = await Promise.all(targets.map((target) => post(`/api/consultation-bookings/manage/${token}/reschedule`, target)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toMatch(/changed a moment ago/);
    const moved = answers.find((a) => a.status === 200)!.body;
    const [row] = await api.sql<{ date: string; time: string }>("SELECT to_char(date, 'YYYY-MM-DD') AS date, time FROM consultation_booking WHERE id = $1", [
      created.body.id,
    ]);
    expect(row).toEqual({ date: moved.date, time: moved.time });
    expect(await api.sql("SELECT id FROM outbox_email WHERE kind = 'booking-rescheduled' AND related_id = $1", [String(created.body.id)])).toHaveLength(1);
  });
});

describe('response headers', () => {
  it('sends exactly the API’s own CSP, without Helmet’s default directives', async () => {
    const res = await api.visitor().get('/api/software-recommendations');
    const directives = (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(' ')[0])
      .filter(Boolean)
      .sort();
    expect(directives).toEqual(['base-uri', 'default-src', 'form-action', 'frame-ancestors']);
  });

  it('sends HSTS only to requests that came over https (as a trusted proxy says)', async () => {
    expect((await api.visitor().get('/api/health/live')).headers.get('strict-transport-security')).toBeNull();
    const secure = await api.visitor().get('/api/health/live', { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('publishes /api/docs outside production only', async () => {
    expect((await api.visitor().get('/api/docs/openapi.json')).status).toBe(200);
    const production = await startTestApi({ NODE_ENV: 'production' });
    started.push(production);
    expect((await production.visitor().get('/api/docs')).status).toBe(404);
    expect((await production.visitor().get('/api/docs/openapi.json')).status).toBe(404);
    const asked = await startTestApi({ NODE_ENV: 'production', API_DOCS: 'on' });
    started.push(asked);
    expect((await asked.visitor().get('/api/docs/openapi.json')).status).toBe(200);
  });
});
