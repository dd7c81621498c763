import { contactMessageAcceptedSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BodyCase, clientAddresses, countRows, expectRejectedWithoutWrite, sendFrom } from './support/requests.js';
import { startTestApi, type TestApi, type TestVisitor } from './support/test-api.js';

let api: TestApi;
const nextAddress = clientAddresses(40);

const VALID = { name: 'Ada Lovelace', email: 'ada@example.com', topic: 'consulting', message: 'I would like to talk about payroll setup.' };

/** Each visitor gets its own client address: the route allows only 5 a minute. */
function newVisitor(): { visitor: TestVisitor; ip: string } {
  return { visitor: api.visitor(), ip: nextAddress() };
}

function send(who: { visitor: TestVisitor; ip: string }, body: unknown, init: Omit<BodyCase, 'body'> = {}) {
  return sendFrom(who.visitor, who.ip, 'POST', '/api/contact-messages', { ...init, body });
}

const messageRows = () => countRows(api, 'contact_message');

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('POST /api/contact-messages', () => {
  it('stores the message for this visitor and answers 201 with its id', async () => {
    const who = newVisitor();
    const res = await send(who, { ...VALID, name: '  Ada Lovelace  ' });
    expect(res.status).toBe(201);
    const accepted = contactMessageAcceptedSchema.parse(res.body);
    expect(accepted.message).toBe('Thanks, we received your message and will reply within two business days.');
    const rows = await api.sql<{ visitor_id: string; name: string; email: string; topic: string; message: string }>(
      'SELECT visitor_id, name, email, topic, message FROM contact_message WHERE id = $1',
      [accepted.id],
    );
    expect(rows).toEqual([
      { visitor_id: who.visitor.cookie!.split('=')[1], name: 'Ada Lovelace', email: VALID.email, topic: VALID.topic, message: VALID.message },
    ]);
  });

  it('stores markup as plain text', async () => {
    const message = '<b>Hello</b> <script>alert(1)</script> please call me back';
    const res = await send(newVisitor(), { ...VALID, message });
    expect(res.status).toBe(201);
    const [row] = await api.sql<{ message: string }>('SELECT message FROM contact_message WHERE id = $1', [res.body.id]);
    expect(row!.message).toBe(message);
  });

  const cases: Array<[string, BodyCase]> = [
    ['a missing name', { body: { ...VALID, name: undefined } }],
    ['a one-letter name', { body: { ...VALID, name: 'A' } }],
    ['an invalid email', { body: { ...VALID, email: 'not-an-email' } }],
    ['an unknown topic', { body: { ...VALID, topic: 'sales' } }],
    ['a short message', { body: { ...VALID, message: 'Hi' } }],
    ['a message of the wrong type', { body: { ...VALID, message: ['a', 'b'] } }],
    ['a name of the wrong type', { body: { ...VALID, name: { first: 'Ada' } } }],
    ['an extra field', { body: { ...VALID, admin: true } }],
    ['a message over 5000 characters', { body: { ...VALID, message: 'a'.repeat(5001) } }],
    ['a 100 kB string', { body: { ...VALID, message: 'a'.repeat(100 * 1024) } }],
    ['invalid JSON text', { raw: '{"name": "Ada", ' }],
    ['a JSON array', { raw: JSON.stringify([VALID]) }],
    ['an empty body', { raw: '' }],
    ['JSON null', { raw: 'null' }],
    ['a JSON number', { raw: '42' }],
    ['plain text JSON (not a beacon route)', { raw: JSON.stringify(VALID), type: 'text/plain;charset=UTF-8' }],
  ];

  it.each(cases)('rejects %s with a 4xx JSON error and stores nothing', async (name, input) => {
    await expectRejectedWithoutWrite(() => send(newVisitor(), input.body, input), messageRows, { label: name, notInText: 'QueryFailedError' });
  });

  it('names every invalid field so the form can show it', async () => {
    const res = await send(newVisitor(), { name: '', email: 'x', topic: 'nope', message: '' });
    expect(res.status).toBe(400);
    const paths = (res.body.issues as Array<{ path: string }>).map((issue) => issue.path).sort();
    expect(paths).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('allows 5 messages a minute per client, then answers 429 with Retry-After and stores nothing', async () => {
    const who = newVisitor();
    for (let i = 0; i < 5; i += 1) {
      const res = await send(who, VALID);
      expect(res.status).toBe(201);
      expect(res.headers.get('x-ratelimit-limit')).toBe('5');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(4 - i));
    }
    const limited = await expectRejectedWithoutWrite(() => send(who, VALID), messageRows);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429 });
    const retryAfter = limited.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    // The default throttler's headers carry no name suffix (not "Retry-After-default").
    expect(limited.headers.get('retry-after-default')).toBeNull();
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect((await send(newVisitor(), VALID)).status).toBe(201);
  });
});
