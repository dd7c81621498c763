import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatClient, NOT_ADVICE, sourceLines } from './support/chat-client.js';
import { FAKE_LLM_TEXT, type FakeLlm, startFakeLlm } from './support/fake-llm.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// What the advisor answers from the guides, with a stand-in model that fails unless a test asks it to answer (so
// every other answer also goes through the fallback on the model's errors).
let api: TestApi;
let llm: FakeLlm;
const { ask } = chatClient(() => api, 20);

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
