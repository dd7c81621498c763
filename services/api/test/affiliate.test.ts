import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BodyCase, clientAddresses, countRows, expectRejectedWithoutWrite, sendFrom } from './support/requests.js';
import { startTestApi, type TestApi, type TestVisitor } from './support/test-api.js';

let api: TestApi;
const nextAddress = clientAddresses(30);

/** Each visitor gets its own client address, so rate limits do not leak between tests. */
function newVisitor(): { visitor: TestVisitor; ip: string } {
  return { visitor: api.visitor(), ip: nextAddress() };
}

function click(who: { visitor: TestVisitor; ip: string }, body: unknown, init: Omit<BodyCase, 'body'> = {}) {
  return sendFrom(who.visitor, who.ip, 'POST', '/api/affiliate-clicks', { ...init, body });
}

const clickRows = () => countRows(api, 'affiliate_click');

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('POST /api/affiliate-clicks', () => {
  it('records a JSON click with the visitor, tool and source, answering 202', async () => {
    const who = newVisitor();
    const res = await click(who, { toolId: 'liveplan', source: 'software' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ recorded: true });
    const visitorId = who.visitor.cookie!.split('=')[1];
    const rows = await api.sql<{ tool_id: string; source: string; created_at: Date }>(
      'SELECT tool_id, source, created_at FROM affiliate_click WHERE visitor_id = $1',
      [visitorId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tool_id: 'liveplan', source: 'software' });
  });

  it('records a navigator.sendBeacon click (JSON sent as text/plain;charset=UTF-8)', async () => {
    const who = newVisitor();
    await who.visitor.get('/api/health'); // a returning visitor: the beacon carries the cookie
    const res = await click(who, undefined, {
      raw: JSON.stringify({ toolId: 'gusto', source: 'checklist' }),
      type: 'text/plain;charset=UTF-8',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ recorded: true });
    const visitorId = who.visitor.cookie!.split('=')[1];
    const rows = await api.sql<{ tool_id: string; source: string }>('SELECT tool_id, source FROM affiliate_click WHERE visitor_id = $1', [visitorId]);
    expect(rows).toEqual([{ tool_id: 'gusto', source: 'checklist' }]);
  });

  it('still treats text/plain as text on other routes', async () => {
    const who = newVisitor();
    const res = await who.visitor.request('POST', '/api/contact-messages', undefined, {
      raw: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', topic: 'general', message: 'Hello there, a question.' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': who.ip },
    });
    expect(res.status).toBe(400);
  });

  const cases: Array<[string, BodyCase]> = [
    ['a missing toolId', { body: { source: 'software' } }],
    ['a missing source', { body: { toolId: 'gusto' } }],
    ['an unknown source', { body: { toolId: 'gusto', source: 'newsletter' } }],
    ['toolId of the wrong type', { body: { toolId: 42, source: 'software' } }],
    ['toolId with markup', { body: { toolId: '<script>', source: 'software' } }],
    ['an extra field', { body: { toolId: 'gusto', source: 'software', visitorId: 'x' } }],
    ['a toolId over 80 characters', { body: { toolId: 'a'.repeat(81), source: 'software' } }],
    ['a 100 kB string', { body: { toolId: 'a'.repeat(100 * 1024), source: 'software' } }],
    ['invalid JSON text', { raw: '{"toolId": "gusto",' }],
    ['invalid JSON in a beacon', { raw: 'toolId=gusto', type: 'text/plain;charset=UTF-8' }],
    ['an empty beacon', { raw: '', type: 'text/plain;charset=UTF-8' }],
    ['a JSON array', { raw: '[{"toolId":"gusto","source":"software"}]' }],
    ['a JSON array in a beacon', { raw: '[]', type: 'text/plain;charset=UTF-8' }],
    ['an empty body', { raw: '' }],
    ['JSON null', { raw: 'null' }],
    ['a prototype-poisoning beacon', { raw: '{"toolId":"gusto","source":"software","__proto__":{"x":1}}', type: 'text/plain' }],
    ['an unsupported content type', { raw: '<click/>', type: 'application/xml' }],
  ];

  it.each(cases)('rejects %s with a 4xx JSON error and records nothing', async (name, input) => {
    await expectRejectedWithoutWrite(() => click(newVisitor(), input.body, input), clickRows, { label: name });
  });

  it('refuses a tool id that is not in the catalogue (400 naming it), and records nothing', async () => {
    for (const toolId of ['not-a-tool', 'GUSTO', 'gusto.example']) {
      const res = await expectRejectedWithoutWrite(() => click(newVisitor(), { toolId, source: 'tools_page' }), clickRows, { label: toolId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`There is no tool "${toolId}" in the catalogue: toolId must be the id of a product the site lists.`);
    }
    // Every product of the catalogue is accepted, a beacon included.
    const who = newVisitor();
    const beacon = await click(who, undefined, { raw: JSON.stringify({ toolId: 'quickbooks-online', source: 'software' }), type: 'text/plain' });
    expect(beacon.status).toBe(202);
  });

  it('allows 60 clicks a minute per client, then answers 429 with Retry-After', async () => {
    const who = newVisitor();
    for (let i = 0; i < 60; i += 1) expect((await click(who, { toolId: 'ramp', source: 'tools_page' })).status).toBe(202);
    const limited = await expectRejectedWithoutWrite(() => click(who, { toolId: 'ramp', source: 'tools_page' }), clickRows);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await click(newVisitor(), { toolId: 'ramp', source: 'tools_page' })).status).toBe(202);
  });
});
