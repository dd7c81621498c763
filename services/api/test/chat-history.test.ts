import { chatHistorySchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatClient } from './support/chat-client.js';
import { type BodyCase, expectRejectedWithoutWrite, sendFrom } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// The chat's messages: what is stored for whom, what the history returns, what is refused, and the rate limit.
let api: TestApi;
const { newVisitor, ask, chatRows } = chatClient(() => api, 21);

beforeAll(async () => {
  api = await startTestApi({ OPENAI_BASE_URL: '' });
});

afterAll(async () => {
  await api?.close();
});

describe('POST /api/chatbot/message: what is stored', () => {
  it('stores the question and the answer for this visitor, and returns the stored answer', async () => {
    const who = newVisitor();
    const before = await chatRows();
    const bot = await ask('How do I open a business bank account?', who);
    const visitorId = who.visitor.cookie!.split('=')[1];
    const rows = await api.sql<{ id: number; is_user: boolean; content: string; visitor_id: string }>(
      'SELECT id, is_user, content, visitor_id FROM chat_message WHERE visitor_id = $1 ORDER BY id',
      [visitorId],
    );
    expect(rows.map((r) => r.is_user)).toEqual([true, false]);
    expect(rows[0]!.content).toBe('How do I open a business bank account?');
    expect(rows[1]).toMatchObject({ id: bot.id, content: bot.content });
    expect(await chatRows()).toBe(before + 2);
    expect(Math.abs(Date.parse(bot.timestamp) - Date.now())).toBeLessThan(60_000);
  });

  it('treats HTML in a question as text: stored and returned verbatim as a JSON string', async () => {
    const who = newVisitor();
    const html = '<img src=x onerror="alert(1)"><script>alert(\'x\')</script> How do I get an EIN?';
    const bot = await ask(html, who);
    expect(bot.content).not.toContain('<script>');
    const res = await who.visitor.get('/api/chatbot/history');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const history = chatHistorySchema.parse(res.body);
    expect(history[0]).toMatchObject({ isUser: true, content: html });
    expect(res.text).toContain(JSON.stringify(html));
  });
});

describe('GET /api/chatbot/history', () => {
  it("keeps each visitor's conversation to that visitor", async () => {
    const alice = newVisitor();
    const bob = newVisitor();
    await ask('How do I get an EIN?', alice);
    await ask('hello', alice);
    await ask('When is the 83(b) deadline?', bob);

    const aliceHistory = chatHistorySchema.parse((await alice.visitor.get('/api/chatbot/history')).body);
    const bobHistory = chatHistorySchema.parse((await bob.visitor.get('/api/chatbot/history')).body);
    expect(aliceHistory.map((m) => m.isUser)).toEqual([true, false, true, false]);
    expect(aliceHistory[0]!.content).toBe('How do I get an EIN?');
    expect(aliceHistory[2]!.content).toBe('hello');
    expect(bobHistory).toHaveLength(2);
    expect(bobHistory[0]!.content).toBe('When is the 83(b) deadline?');
    expect(JSON.stringify(bobHistory)).not.toContain('EIN?');
    const ids = aliceHistory.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const stranger = await api.visitor().get('/api/chatbot/history');
    expect(stranger.status).toBe(200);
    expect(stranger.body).toEqual([]);
  });

  it('returns the last 50 messages, oldest first', async () => {
    const who = newVisitor();
    await ask('hi', who);
    const visitorId = who.visitor.cookie!.split('=')[1];
    await api.sql(
      `INSERT INTO chat_message (visitor_id, is_user, content)
       SELECT $1, g % 2 = 1, 'message ' || g FROM generate_series(1, 60) g`,
      [visitorId],
    );
    const history = chatHistorySchema.parse((await who.visitor.get('/api/chatbot/history')).body);
    expect(history).toHaveLength(50);
    expect(history[0]!.content).toBe('message 11');
    expect(history[49]!.content).toBe('message 60');
  });
});

describe('POST /api/chatbot/message: bad requests', () => {
  const cases: Array<[string, BodyCase]> = [
    ['content of the wrong type', { body: { content: 123 } }],
    ['content null', { body: { content: null } }],
    ['missing content', { body: {} }],
    ['empty content', { body: { content: '' } }],
    ['blank content', { body: { content: '    ' } }],
    ['an unknown extra field', { body: { content: 'How do I get an EIN?', admin: true } }],
    ['a question over 2000 characters', { body: { content: 'a'.repeat(2001) } }],
    ['a 100 kB string', { body: { content: 'x'.repeat(100 * 1024) } }],
    ['invalid JSON text', { raw: '{"content": "hi"' }],
    ['a JSON array', { raw: '["How do I get an EIN?"]' }],
    ['a JSON string', { raw: '"How do I get an EIN?"' }],
    ['JSON null', { raw: 'null' }],
    ['an empty body', { raw: '' }],
    ['plain text (not a beacon route)', { raw: 'How do I get an EIN?', type: 'text/plain;charset=UTF-8' }],
    ['a prototype-poisoning body', { raw: '{"content":"hi","__proto__":{"admin":true}}' }],
  ];

  it.each(cases)('rejects %s with a 4xx JSON error and writes nothing', async (name, input) => {
    const who = newVisitor();
    await expectRejectedWithoutWrite(() => sendFrom(who.visitor, who.ip, 'POST', '/api/chatbot/message', input), chatRows, {
      label: name,
      notInText: /\bat .+\.(ts|js):\d+/,
    });
  });
});

describe('rate limit', () => {
  it('allows 20 questions a minute per client, then answers 429 with Retry-After and stores nothing', async () => {
    const who = newVisitor();
    // A new browser for each question from this client: one browser's free daily allowance (plans.yaml) is smaller.
    const post = () => api.visitor().request('POST', '/api/chatbot/message', { content: 'hi' }, { headers: { 'x-forwarded-for': who.ip } });
    for (let i = 0; i < 20; i += 1) expect((await post()).status).toBe(201);
    const limited = await expectRejectedWithoutWrite(post, chatRows);
    expect(limited.status).toBe(429);
    expect(limited.body.statusCode).toBe(429);
    const retryAfter = limited.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    // Another client is not affected.
    const other = newVisitor();
    expect((await other.visitor.request('POST', '/api/chatbot/message', { content: 'hi' }, { headers: { 'x-forwarded-for': other.ip } })).status).toBe(201);
  });
});
