import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, redisBinary, startRedis } from '@launchops/test-support/local-servers';
import { clientAddresses } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const started: TestApi[] = [];
const start = async (...args: Parameters<typeof startTestApi>) => {
  const api = await startTestApi(...args);
  started.push(api);
  return api;
};

afterAll(async () => {
  for (const api of started) await api.close();
  redis?.kill('SIGKILL');
});

const freshIp = clientAddresses(77);
const CHAT = '/api/chatbot/message';
const chat = (api: TestApi, ip: string) => api.visitor().request('POST', CHAT, { content: 'How do I get an EIN?' }, { headers: { 'x-forwarded-for': ip } });
const contact = (api: TestApi, headers: Record<string, string>) =>
  api
    .visitor()
    .request(
      'POST',
      '/api/contact-messages',
      { name: 'Ada Founder', email: 'ada@example.com', topic: 'general', message: 'A question about the checklist.' },
      { headers },
    );

describe('RATE_LIMIT_FACTOR', () => {
  it('scales every limit: the routes’ own and the default one', async () => {
    const api = await start({ RATE_LIMIT_FACTOR: '2' });
    const limitOf = async (method: string, url: string, body?: unknown) =>
      (await api.visitor().request(method, url, body, { headers: { 'x-forwarded-for': freshIp() } })).headers.get('x-ratelimit-limit');
    expect(await limitOf('POST', CHAT, { content: 'hi' })).toBe('40');
    expect(
      await limitOf('POST', '/api/contact-messages', {
        name: 'Ada Founder',
        email: 'ada@example.com',
        topic: 'general',
        message: 'A question about the checklist.',
      }),
    ).toBe('10');
    expect(await limitOf('POST', '/api/affiliate-clicks', { toolId: 'gusto', source: 'tools_page' })).toBe('120');
    expect(await limitOf('POST', '/api/newsletter-subscriptions', { email: 'factor@example.com' })).toBe('20');
    expect(await limitOf('GET', '/api/software-recommendations')).toBe('1200');
  });
});

describe('client addresses', () => {
  it('believes X-Forwarded-For from a trusted proxy (loopback by default): two clients behind it get separate quotas', async () => {
    const api = await start();
    const [a, b] = [freshIp(), freshIp()];
    for (let i = 0; i < 5; i += 1) expect((await contact(api, { 'x-forwarded-for': a })).status).toBe(201);
    expect((await contact(api, { 'x-forwarded-for': a })).status).toBe(429);
    expect((await contact(api, { 'x-forwarded-for': b })).status).toBe(201);
  });

  it('ignores X-Forwarded-For from anyone else: a new header per request earns no new quota', async () => {
    const api = await start({ TRUSTED_PROXIES: '10.200.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await contact(api, { 'x-forwarded-for': freshIp() })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('refuses a TRUSTED_PROXIES that is not a list of addresses', async () => {
    await expect(startTestApi({ TRUSTED_PROXIES: 'everyone' })).rejects.toThrow(/TRUSTED_PROXIES/);
  });
});

// A Redis of this file's own, on a free port, when Debian's redis-server is installed (CI installs it).
let redis: ChildProcess | undefined;

describe.skipIf(!redisBinary)('limits shared through Redis (REDIS_URL)', () => {
  it('refuses a client over the chat limit on another API process too', async () => {
    const started = await startRedis();
    redis = started.process;
    const url = started.url;
    const one = await start({ REDIS_URL: url });
    const two = await start({ REDIS_URL: url });
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await chat(i % 2 ? two : one, ip)).status).toBe(201);
    expect((await chat(one, ip)).status).toBe(429);
    expect((await chat(two, ip)).status).toBe(429);
    expect((await chat(two, freshIp())).status).toBe(201);
  });

  it('keeps answering, counting in memory, while Redis is unreachable', async () => {
    const api = await start({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await contact(api, { 'x-forwarded-for': ip })).status).toBe(201);
    expect((await contact(api, { 'x-forwarded-for': ip })).status).toBe(429);
    expect((await api.visitor().get('/api/software-recommendations')).status).toBe(200);
  });
});

describe('requests the validation refuses', () => {
  it('count against the limit like any other: invalid and malformed bodies get a 429 once the quota is spent', async () => {
    const api = await start();
    const ip = freshIp();
    const headers = { 'x-forwarded-for': ip };
    const big = 'x'.repeat(99 * 1024 - 100);
    const statuses: number[] = [];
    // Schema-invalid bodies (a 99 kB field), a body that is not JSON, and one that is not an object.
    statuses.push((await api.visitor().request('POST', '/api/contact-messages', { name: big }, { headers })).status);
    statuses.push((await api.visitor().request('POST', '/api/contact-messages', { name: 'Ada', email: 'not-an-address' }, { headers })).status);
    const malformed = await api.visitor().request('POST', '/api/contact-messages', undefined, { headers, raw: `{"name": "${big.slice(0, 1000)}` });
    expect(malformed.body.message).toBe('The request body is not valid JSON');
    statuses.push(malformed.status);
    statuses.push((await api.visitor().request('POST', '/api/contact-messages', undefined, { headers, raw: '"text"' })).status);
    statuses.push((await api.visitor().request('POST', '/api/contact-messages', [1, 2], { headers })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // The quota (5 a minute) is spent: the next one is refused before its body is looked at, valid or not.
    const over = await contact(api, headers);
    expect(over.status).toBe(429);
    expect((await api.visitor().request('POST', '/api/contact-messages', { name: big }, { headers })).status).toBe(429);
    // Another client is not affected.
    expect((await contact(api, { 'x-forwarded-for': freshIp() })).status).toBe(201);
  });
});
