import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm } from './form-body.js';
import { expireIfDue, pay, portalAction } from './test-payments-actions.js';
import { stripeApi } from './test-payments-api.js';
import { checkoutPage, page, portalPage } from './test-payments-pages.js';
import {
  escape,
  id,
  must,
  publicObject,
  StripeError,
  TEST_PAYMENTS_BANNER,
  type TestPayments,
  type TestPaymentsOptions,
  TestPaymentsState,
} from './test-payments-state.js';

export { stripeSignature, TEST_PAYMENTS_BANNER, TEST_PAYMENTS_DEFAULT_KEY, type TestPayments, type TestPaymentsOptions } from './test-payments-state.js';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 256 * 1024) throw new StripeError(413, 'Request too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function handle(state: TestPaymentsState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://local');
  const method = request.method ?? 'GET';
  const html = (status: number, body: string) => {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
    });
    response.end(body);
  };
  const redirect = (location: string) => {
    response.writeHead(303, { location, 'cache-control': 'no-store' });
    response.end();
  };
  try {
    if (url.pathname.startsWith('/v1/')) {
      const auth = request.headers.authorization ?? '';
      // Its own key only: anybody who can reach it must not make checkouts or refunds for the API's account.
      if (auth !== `Bearer ${state.apiKey}`)
        throw new StripeError(
          401,
          'Invalid API Key provided: the test-payments service takes only its own key (TEST_PAYMENTS_SECRET_KEY)',
          'authentication_error',
        );
      const params = method === 'GET' || method === 'DELETE' ? parseStripeForm(url.searchParams.toString()) : parseStripeForm(await readBody(request));
      const key = request.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : undefined;
      const result = cacheKey && state.idempotent.has(cacheKey) ? state.idempotent.get(cacheKey) : publicObject(stripeApi(state, method, url.pathname, params));
      if (cacheKey) state.idempotent.set(cacheKey, result);
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(result));
      return;
    }
    const [, kind, key, action] = url.pathname.split('/');
    if (kind === 'checkout' && key) {
      const session = must(state.sessions, key, 'checkout session');
      if (method === 'GET' && !action) {
        expireIfDue(state, session);
        return html(200, checkoutPage(state, session));
      }
      if (method === 'POST' && action === 'pay') {
        const next = await pay(state, session);
        return next ? redirect(next) : html(410, checkoutPage(state, session));
      }
    }
    if (kind === 'portal' && key) {
      const portal = must(state.portals, key, 'portal session');
      if (method === 'GET' && !action) return html(200, portalPage(state, portal, url.searchParams.get('message') ?? ''));
      if (method === 'POST' && action === 'action') {
        const message = await portalAction(state, portal, parseStripeForm(await readBody(request)));
        return redirect(`/portal/${portal.id}?message=${encodeURIComponent(message)}`);
      }
    }
    if (method === 'GET' && url.pathname === '/')
      return html(200, page('Test payments', `<h1>${TEST_PAYMENTS_BANNER}</h1><p>LaunchOps sends its payments here when no STRIPE_SECRET_KEY is set.</p>`));
    throw new StripeError(404, 'Not found');
  } catch (error) {
    const status = error instanceof StripeError ? error.status : 500;
    const message = error instanceof Error ? error.message : String(error);
    if (status >= 500) state.log(`test payments: ${method} ${url.pathname} failed: ${message}`);
    if (url.pathname.startsWith('/v1/')) {
      response.writeHead(status, { 'content-type': 'application/json' });
      const param = error instanceof StripeError && error.param ? { param: error.param } : {};
      response.end(JSON.stringify({ error: { type: error instanceof StripeError ? error.type : 'api_error', message, ...param } }));
    } else {
      html(status, page('Error', `<h1>Something is wrong</h1><p>${escape(message)}</p>`));
    }
  }
}

/**
 * "Test payments, no money moves": a small stand-in for the parts of Stripe's API LaunchOps uses (customers, prices,
 * Checkout, the Customer Portal, subscriptions, refunds), speaking its shapes so the official SDK runs against it
 * unchanged (its host/port/protocol options), with pages a browser can complete and webhooks signed as Stripe signs
 * them (`Stripe-Signature: t=...,v1=HMAC-SHA256`). State is kept in memory: restarting it forgets everything.
 * For one machine and tests only; it takes no card and moves no money.
 */
export async function startTestPayments(options: TestPaymentsOptions): Promise<TestPayments> {
  const state = new TestPaymentsState(options);
  const server: Server = createServer((request, response) => void handle(state, request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  state.publicUrl ||= url;
  return {
    url,
    events: state.events,
    endPeriodIn: (subscriptionId, seconds) => state.endPeriodIn(subscriptionId, seconds),
    async close() {
      await Promise.allSettled([...state.deliveries]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
