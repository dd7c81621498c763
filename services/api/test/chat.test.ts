import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { chatHistorySchema, chatReplySchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BodyCase, clientAddresses, countRows, expectRejectedWithoutWrite, sendFrom } from './support/requests.js';
import { startTestApi, type TestApi, type TestVisitor } from './support/test-api.js';

const NOT_ADVICE = 'This is general information, not legal or tax advice.';
const FAKE_LLM_TEXT = 'FAKE-LLM: apply for the EIN online with the IRS; it is free and immediate.';

/**
 * A stand-in for an OpenAI-compatible server. In its default mode it fails every request, so the other tests
 * see the advisor's retrieval answers (and exercise the fallback on errors).
 */
interface FakeLlm {
  url: string;
  mode: 'fail' | 'answer' | 'hang';
  requests: Array<{ headers: http.IncomingHttpHeaders; body: any; path: string }>;
  close(): Promise<void>;
}

async function startFakeLlm(): Promise<FakeLlm> {
  const requests: FakeLlm['requests'] = [];
  const fake = { mode: 'fail' } as FakeLlm;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ headers: req.headers, body, path: req.url ?? '' });
      if (fake.mode === 'hang') {
        // Far beyond the 10 s production timeout: only the client's abort ends this request.
        setTimeout(() => res.end(), 15_000).unref();
        return;
      }
      if (fake.mode === 'answer') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: FAKE_LLM_TEXT } }] }));
        return;
      }
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"error":"overloaded"}');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

let api: TestApi;
let llm: FakeLlm;
const nextAddress = clientAddresses(20);

/** Each visitor gets its own client address, so rate limits do not leak between tests. */
function newVisitor(): { visitor: TestVisitor; ip: string } {
  return { visitor: api.visitor(), ip: nextAddress() };
}

async function ask(content: string, who = newVisitor()) {
  const res = await who.visitor.request('POST', '/api/chatbot/message', { content }, { headers: { 'x-forwarded-for': who.ip } });
  expect(res.status, res.text).toBe(201);
  return chatReplySchema.parse(res.body).botMessage;
}

function sourceLines(content: string): string[] {
  const after = content.split('Read more:')[1] ?? '';
  return after.split('\n').filter((line) => line.startsWith('- '));
}

async function chatRows(): Promise<number> {
  return (await countRows(api, 'chat_message')).chat_message!;
}

beforeAll(async () => {
  llm = await startFakeLlm();
  api = await startTestApi({
    OPENAI_BASE_URL: llm.url,
    OPENAI_API_KEY: 'test-key',
    OPENAI_MODEL: 'fake-model',
    CHAT_LLM_TIMEOUT_MS: '1500',
  });
});

afterAll(async () => {
  await api?.close();
  await llm?.close();
});

describe('everyday situations', () => {
  it('answers a departing cofounder with vesting and the repurchase of unvested shares, not share authorisation', async () => {
    const reply = await ask('my cofounder wants to leave, what do I do with his shares?');
    expect(reply.content).toMatch(/repurchase/i);
    expect(reply.content).toMatch(/vest/i);
    expect(reply.content).not.toMatch(/par value/i);
  });

  it('answers a first hire in California with the state payroll registrations', async () => {
    const reply = await ask('hiring my first employee in California');
    // The guide names the account with its abbreviation: "state unemployment insurance (SUI) account".
    expect(reply.content).toMatch(/unemployment insurance (\(SUI\) )?account/i);
    expect(reply.content).toMatch(/withholding/i);
  });
});

describe('every answer', () => {
  it('ends with the disclaimer, whatever the topic', async () => {
    for (const question of ['Which CRM should I use for investors?', 'How do I set up data backups?', 'How do I get an EIN?']) {
      const reply = await ask(question);
      expect(reply.content.trim().endsWith(NOT_ADVICE), question).toBe(true);
    }
  });
});

describe('POST /api/chatbot/message: answers from the guides', () => {
  it('"How do I get an EIN?" links the EIN task and quotes it', async () => {
    const bot = await ask('How do I get an EIN?');
    expect(bot.content).toContain('/checklist/banking?task=get-an-ein');
    expect(bot.content).toMatch(/\bEIN\b/);
    const sources = sourceLines(bot.content);
    expect(sources.length).toBeGreaterThanOrEqual(1);
    expect(sources.length).toBeLessThanOrEqual(3);
    expect(sources[0]).toBe('- Get an EIN (Employer Identification Number): /checklist/banking?task=get-an-ein');
    // Plain text for a text-only widget: no Markdown links or HTML.
    expect(bot.content).not.toMatch(/\]\(|<[a-z]/i);
    // The lead is the guide's own words, before the sources.
    const lead = bot.content.split('Read more:')[0]!.trim();
    expect(lead.length).toBeGreaterThan(40);
    expect(lead).toContain('EIN');
  });

  it('"When is the 83(b) deadline?" links the 83(b) task and carries the not-advice line', async () => {
    const bot = await ask('When is the 83(b) deadline?');
    expect(bot.content).toContain('/checklist/legal?task=file-83b-election');
    expect(bot.content).toMatch(/30 days/);
    expect(bot.content.trim().endsWith(NOT_ADVICE)).toBe(true);
    expect(sourceLines(bot.content).length).toBeLessThanOrEqual(3);
  });

  it('finds the 83(b) task however the section is typed', async () => {
    for (const question of ['what is the 83b deadline', 'When do I file an 83 (b) election?', '83(b)']) {
      const bot = await ask(question);
      expect(bot.content, question).toContain('/checklist/legal?task=file-83b-election');
    }
  });

  it('adds the not-advice line to a tax question', async () => {
    const bot = await ask('Do I need to pay quarterly estimated taxes?');
    expect(bot.content).toContain('/checklist/tax?task=pay-estimated-taxes');
    expect(bot.content).toContain(NOT_ADVICE);
  });

  it('still answers when the question holds words the guides never use', async () => {
    const bot = await ask('How do I get an EIN for my bakery?');
    expect(bot.content).toContain('/checklist/banking?task=get-an-ein');
  });

  it('greets a greeting and offers its topics, without sources', async () => {
    for (const greeting of ['hi', 'Hello!', 'hey there', 'Good morning :)']) {
      const bot = await ask(greeting);
      for (const topic of ['incorporation', 'payroll', 'tax', 'accounting', 'HR']) expect(bot.content, greeting).toContain(topic);
      expect(bot.content).not.toContain('Read more:');
      expect(bot.content).not.toContain(NOT_ADVICE);
    }
  });

  it('answers thanks without searching', async () => {
    const bot = await ask('Thanks a lot!');
    expect(bot.content).toMatch(/^You're welcome!/);
    expect(bot.content).not.toContain('Read more:');
  });

  it('says so honestly and points to /consulting when nothing matches', async () => {
    for (const question of ['What is the best pizza recipe?', 'What is the capital of France?', 'How do I fix my car engine?', '???']) {
      const bot = await ask(question);
      expect(bot.content, question).toMatch(/do not cover/i);
      expect(bot.content).toContain('/consulting');
      expect(bot.content).not.toContain('Read more:');
    }
  });

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

describe('optional LLM (OpenAI-compatible)', () => {
  it('phrases the answer with the model, restricted to the retrieved passages, and keeps the sources', async () => {
    const seen = llm.requests.length;
    llm.mode = 'answer';
    // A question no answer rule fits: a rule's computed line is given as it is, never rephrased by the model.
    const bot = await ask('How do I open a business bank account?').finally(() => (llm.mode = 'fail'));
    expect(bot.content.startsWith(FAKE_LLM_TEXT)).toBe(true);
    expect(bot.content).toContain('/checklist/banking?task=open-business-bank-account');
    const request = llm.requests.at(-1)!;
    expect(llm.requests.length).toBe(seen + 1);
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('fake-model');
    expect(request.body.messages[0].role).toBe('system');
    expect(request.body.messages[0].content).toMatch(/ONLY from the numbered passages/);
    expect(request.body.messages[1].content).toContain('/checklist/banking?task=open-business-bank-account');
    expect(request.body.messages[1].content).toContain('Question: How do I open a business bank account?');
  });

  it('falls back to the retrieval answer when the model does not answer in time', async () => {
    const seen = llm.requests.length;
    llm.mode = 'hang';
    const started = Date.now();
    const bot = await ask('How do I open a business bank account?').finally(() => (llm.mode = 'fail'));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(8000);
    expect(llm.requests.length).toBe(seen + 1);
    expect(bot.content).not.toContain('FAKE-LLM');
    expect(bot.content).toContain('/checklist/banking?task=open-business-bank-account');
    expect(bot.content).toMatch(/bank account/i);
  });

  it('falls back when the model answers with an error, and never asks it about greetings or unmatched questions', async () => {
    const seen = llm.requests.length;
    const bot = await ask('Do I need a trademark?');
    expect(llm.requests.length).toBe(seen + 1);
    expect(bot.content).toContain('Read more:');
    await ask('hello');
    await ask('What is the best pizza recipe?');
    expect(llm.requests.length).toBe(seen + 1);
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
