import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectRejectedWithoutWrite } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

function expectNoStack(text: string): void {
  expect(text).not.toMatch(/\n\s+at /);
  expect(text).not.toMatch(/\.(ts|js):\d+:\d+/);
  expect(text).not.toContain('"stack"');
}

describe('security headers', () => {
  it.each([
    ['GET', '/api/software-recommendations'],
    ['GET', '/api/blog-posts/no-such-article'],
    ['GET', '/api/chatbot/history'],
    ['POST', '/api/contact-messages'],
  ])('are set on %s %s', async (method, url) => {
    const res = await api.visitor().request(method, url, method === 'POST' ? {} : undefined);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('visitor cookie', () => {
  it('is HttpOnly, SameSite=Lax, path / and kept for one year', async () => {
    const res = await fetch(`${api.baseUrl}/api/chatbot/history`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lo_visitor='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^lo_visitor=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12};/);
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain(`max-age=${365 * 24 * 60 * 60}`);
  });

  it('is kept when the browser sends a valid one, and replaced when it is forged', async () => {
    const visitor = api.visitor();
    await visitor.get('/api/chatbot/history');
    const again = await fetch(`${api.baseUrl}/api/chatbot/history`, { headers: { cookie: visitor.cookie! } });
    expect(again.headers.getSetCookie().some((c) => c.startsWith('lo_visitor='))).toBe(false);
    const forged = await fetch(`${api.baseUrl}/api/chatbot/history`, { headers: { cookie: "lo_visitor=' OR 1=1 --" } });
    expect(forged.status).toBe(200);
    expect(await forged.json()).toEqual([]);
    expect(forged.headers.getSetCookie().some((c) => c.startsWith('lo_visitor='))).toBe(true);
  });
});

describe('CORS', () => {
  it('allows the site origin with credentials', async () => {
    const res = await fetch(`${api.baseUrl}/api/software-recommendations`, { headers: { origin: 'http://localhost:8080' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers a preflight from the site origin for a JSON POST', async () => {
    const res = await fetch(`${api.baseUrl}/api/chatbot/message`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('does not allow an unknown origin', async () => {
    const res = await fetch(`${api.baseUrl}/api/software-recommendations`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).not.toBe('true');
    const preflight = await fetch(`${api.baseUrl}/api/chatbot/message`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request size', () => {
  it.each(['/api/chatbot/message', '/api/contact-messages', '/api/affiliate-clicks'])('answers 413 JSON to a body over 100 kB on %s', async (url) => {
    const res = await api.visitor().request('POST', url, undefined, {
      raw: JSON.stringify({ content: 'x'.repeat(101 * 1024) }),
      headers: { 'x-forwarded-for': '10.50.0.1' },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ statusCode: 413, message: expect.any(String) });
    expectNoStack(res.text);
  });

  it('answers 413 to an oversized beacon too', async () => {
    const res = await api.visitor().request('POST', '/api/affiliate-clicks', undefined, {
      raw: JSON.stringify({ toolId: 'x'.repeat(101 * 1024), source: 'home' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '10.50.0.2' },
    });
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
  });
});

describe('errors', () => {
  it.each([
    ['GET', '/api/no-such-route'],
    ['GET', '/api/software-recommendations/x/y'],
    ['DELETE', '/api/blog-posts'],
    ['POST', '/api/blog-posts'],
  ])('%s %s gives a JSON 404 with statusCode and message', async (method, url) => {
    const res = await api.visitor().request(method, url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ statusCode: 404, message: expect.any(String) });
    expect(Object.keys(res.body).sort()).toEqual(['message', 'statusCode']);
    expectNoStack(res.text);
  });

  it('never includes a stack in 4xx answers', async () => {
    const visitor = api.visitor();
    const responses = await Promise.all([
      visitor.request('POST', '/api/chatbot/message', undefined, { raw: '{"content":', headers: { 'x-forwarded-for': '10.50.1.1' } }),
      visitor.request('POST', '/api/contact-messages', { name: 1 }, { headers: { 'x-forwarded-for': '10.50.1.2' } }),
      visitor.request('POST', '/api/affiliate-clicks', undefined, {
        raw: 'not json',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.50.1.3' },
      }),
      visitor.get('/api/authors/abc'),
      visitor.get('/api/software-recommendations/unknown-tool'),
    ]);
    for (const res of responses) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.statusCode).toBe(res.status);
      expectNoStack(res.text);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('cross-site form posts', () => {
  it('never turns a form-encoded body into a JSON payload', async () => {
    const local = api;
    {
      const visitor = local.visitor();
      const res = await expectRejectedWithoutWrite(
        () =>
          visitor.request('POST', '/api/contact-messages', undefined, {
            raw: 'name=Mallory+Example&email=m%40example.com&topic=general&message=Hello+from+another+site',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        () => countRows(local, 'contact_message'),
      );
      expect(res.status).toBe(400);
    }
  });
});
