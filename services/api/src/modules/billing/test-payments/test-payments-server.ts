import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm } from './form-body.js';

/**
 * "Test payments, no money moves": a small stand-in for the parts of Stripe's API LaunchOps uses (customers, prices,
 * Checkout, the Customer Portal, subscriptions, refunds), speaking its shapes so the official SDK runs against it
 * unchanged (its host/port/protocol options), with pages a browser can complete and webhooks signed as Stripe signs
 * them (`Stripe-Signature: t=...,v1=HMAC-SHA256`). State is kept in memory: restarting it forgets everything.
 * For one machine and tests only; it takes no card and moves no money.
 */
export interface TestPaymentsOptions {
  port?: number;
  host?: string;
  /** Where events are POSTed (the API's /api/billing/webhook); a function when it is known only later. */
  webhookUrl: string | (() => string);
  /** The shared signing secret (the API's TEST_PAYMENTS_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** The address browsers reach the pages at; default http://<host>:<port>. */
  publicUrl?: string;
  log?: (line: string) => void;
}

export interface TestPayments {
  url: string;
  /** Every event sent, oldest first (for tests). */
  events: Array<{ id: string; type: string; delivered: boolean }>;
  close(): Promise<void>;
}

type Obj = Record<string, any>;
const DAY = 86_400;
const MONTH = 30 * DAY;
export const TEST_PAYMENTS_BANNER = 'Test payments, no money moves';

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency = 'usd') =>
  `${currency === 'usd' ? '$' : ''}${(cents / 100).toFixed(2)}${currency === 'usd' ? '' : ` ${currency.toUpperCase()}`}`;

/** The Stripe-Signature header of `payload` at `timestamp`, exactly as Stripe computes it. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`;
}

export async function startTestPayments(options: TestPaymentsOptions): Promise<TestPayments> {
  const log = options.log ?? (() => undefined);
  const customers = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const portals = new Map<string, Obj>();
  const idempotent = new Map<string, unknown>();
  const events: TestPayments['events'] = [];
  let publicUrl = options.publicUrl ?? '';
  const deliveries = new Set<Promise<void>>();

  /** Posts one signed event, retrying a few times as Stripe would (sooner). */
  async function send(type: string, object: Obj): Promise<void> {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      type,
      data: { object: structuredClone(object) },
    };
    const record = { id: event.id, type, delivered: false };
    events.push(record);
    const payload = JSON.stringify(event);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      try {
        const response = await fetch(typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': stripeSignature(payload, options.webhookSecret),
            'user-agent': 'LaunchOps-TestPayments/1.0',
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.ok) {
          record.delivered = true;
          return;
        }
        log(`test payments: ${type} ${event.id} answered ${response.status}`);
      } catch (error) {
        log(`test payments: ${type} ${event.id} not delivered (${error instanceof Error ? error.message : String(error)})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }

  /** Sends events in order without holding up the API call that caused them (Stripe's are asynchronous too). */
  function sendLater(list: Array<[string, Obj]>): void {
    const run = (async () => {
      for (const [type, object] of list) await send(type, object);
    })();
    deliveries.add(run);
    void run.finally(() => deliveries.delete(run));
  }

  const must = <T>(map: Map<string, T>, key: string, what: string): T => {
    const found = map.get(key);
    if (!found) throw new StripeError(404, `No such ${what}: '${key}'`);
    return found;
  };

  function priceFrom(item: Obj): Obj {
    if (item.price) return must(prices, String(item.price), 'price');
    const data = item.price_data;
    if (!data?.currency || data.unit_amount === undefined)
      throw new StripeError(400, 'Each line item needs a price or price_data with currency and unit_amount');
    const product = { id: id('prod'), object: 'product', name: data.product_data?.name ?? 'Item', active: true, metadata: {} };
    return {
      id: id('price'),
      object: 'price',
      active: true,
      currency: data.currency,
      unit_amount: Number(data.unit_amount),
      product: product.id,
      product_name: product.name,
      recurring: null,
      lookup_key: null,
    };
  }

  function subscriptionItem(price: Obj, start: number): Obj {
    return { id: id('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: start + MONTH };
  }

  function invoice(subscription: Obj, reason: string, status: 'paid' | 'open', amount: number): Obj {
    return {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      billing_reason: reason,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      created: now(),
    };
  }

  // ---- The API (what the SDK calls) ----
  async function api(method: string, path: string, params: Obj): Promise<Obj> {
    const parts = path.split('/').filter(Boolean); // ['v1', 'customers', ...]
    const [, resource, key, sub] = parts;
    if (method === 'POST' && resource === 'customers' && !key) {
      const customer = { id: id('cus'), object: 'customer', email: params.email ?? null, metadata: params.metadata ?? {}, created: now(), livemode: false };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'GET' && resource === 'customers' && key) return must(customers, key, 'customer');
    if (method === 'POST' && resource === 'products' && !key) {
      const product = {
        id: id('prod'),
        object: 'product',
        name: params.name,
        description: params.description ?? null,
        active: true,
        metadata: params.metadata ?? {},
        created: now(),
      };
      products.set(product.id, product);
      return product;
    }
    if (method === 'POST' && resource === 'prices' && !key) {
      const lookupKey = params.lookup_key ?? null;
      if (lookupKey) {
        for (const other of prices.values()) {
          if (other.lookup_key !== lookupKey) continue;
          if (params.transfer_lookup_key !== 'true') throw new StripeError(400, `A price (${other.id}) already uses the lookup key ${lookupKey}`);
          other.lookup_key = null;
        }
      }
      must(products, String(params.product), 'product');
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        product: params.product,
        recurring: params.recurring ? { interval: params.recurring.interval, interval_count: 1 } : null,
        type: params.recurring ? 'recurring' : 'one_time',
        lookup_key: lookupKey,
        created: now(),
      };
      prices.set(price.id, price);
      return price;
    }
    if (method === 'GET' && resource === 'prices' && !key) {
      const keys: string[] | undefined = params.lookup_keys;
      const data = [...prices.values()].filter(
        (p) => (!keys || keys.includes(p.lookup_key)) && (params.active === undefined || String(p.active) === params.active),
      );
      return { object: 'list', data, has_more: false, url: '/v1/prices' };
    }
    if (method === 'POST' && resource === 'checkout' && key === 'sessions') {
      const items: Obj[] = params.line_items ?? [];
      if (items.length === 0) throw new StripeError(400, 'line_items is required');
      if (!params.success_url) throw new StripeError(400, 'success_url is required');
      const lines = items.map((item) => ({ price: priceFrom(item), quantity: Number(item.quantity ?? 1) }));
      const session = {
        id: id('cs'),
        object: 'checkout.session',
        mode: params.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? (params.customer ? customers.get(params.customer)?.email : null) ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        amount_total: lines.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0),
        currency: lines[0]!.price.currency,
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        subscription: null,
        payment_intent: null,
        livemode: false,
        created: now(),
        url: '',
        _lines: lines,
        _subscription_metadata: params.subscription_data?.metadata ?? {},
        _payment_metadata: params.payment_intent_data?.metadata ?? {},
      };
      session.url = `${publicUrl}/checkout/${session.id}`;
      sessions.set(session.id, session);
      return session;
    }
    if (method === 'GET' && resource === 'checkout' && key === 'sessions' && sub) return must(sessions, sub, 'checkout session');
    if (method === 'POST' && resource === 'billing_portal' && key === 'sessions') {
      must(customers, String(params.customer), 'customer');
      const portal = {
        id: id('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        livemode: false,
        created: now(),
        url: '',
      };
      portal.url = `${publicUrl}/portal/${portal.id}`;
      portals.set(portal.id, portal);
      return portal;
    }
    if (resource === 'subscriptions' && key) {
      const subscription = must(subscriptions, key, 'subscription');
      if (method === 'GET') return subscription;
      if (method === 'DELETE') {
        if (subscription.status !== 'canceled') {
          subscription.status = 'canceled';
          subscription.canceled_at = now();
          sendLater([['customer.subscription.deleted', subscription]]);
        }
        return subscription;
      }
      if (method === 'POST') {
        const item = params.items?.[0];
        if (item?.price) {
          const price = must(prices, String(item.price), 'price');
          const current = subscription.items.data[0];
          // Proration as Stripe computes it in spirit: the unused part of the old price is credited, the rest of the period charged at the new one.
          const left = Math.max(0, current.current_period_end - now()) / (current.current_period_end - current.current_period_start);
          subscription.last_proration_cents = Math.round((price.unit_amount - current.price.unit_amount) * left);
          current.price = price;
        }
        if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata };
        sendLater([['customer.subscription.updated', subscription]]);
        return subscription;
      }
    }
    if (method === 'POST' && resource === 'refunds' && !key) {
      const intent = must(paymentIntents, String(params.payment_intent), 'payment_intent');
      if (intent.refunded) throw new StripeError(400, `Charge for ${intent.id} has already been refunded.`, 'invalid_request_error');
      intent.refunded = true;
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: now(),
      };
      sendLater([
        [
          'charge.refunded',
          {
            id: id('ch'),
            object: 'charge',
            amount: intent.amount,
            amount_refunded: intent.amount,
            refunded: true,
            payment_intent: intent.id,
            metadata: intent.metadata,
          },
        ],
      ]);
      return refund;
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}). The test-payments service supports only what LaunchOps uses.`);
  }

  // ---- The pages (what the browser sees) ----
  function page(title: string, body: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · ${TEST_PAYMENTS_BANNER}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1a1f36}main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
.banner{background:#ffd95a;color:#1a1f36;padding:.75rem 1rem;text-align:center;font-weight:700}.card{background:#fff;border-radius:.5rem;padding:1.25rem;box-shadow:0 1px 3px #0002;margin:1rem 0}
button{font:inherit;padding:.7rem 1.1rem;border-radius:.4rem;border:1px solid #635bff;background:#635bff;color:#fff;cursor:pointer;margin:.25rem .25rem .25rem 0}
button.secondary{background:#fff;color:#635bff}button:focus-visible,a:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}a{color:#4b44d6}.muted{color:#596171}</style></head>
<body><div class="banner" role="note">${TEST_PAYMENTS_BANNER}: this page is the project's local stand-in for Stripe. No card is asked for and no money moves.</div><main>${body}</main></body></html>`;
  }

  function checkoutPage(session: Obj): string {
    const lines = session._lines
      .map(
        (l: Obj) =>
          `<li>${escape(products.get(l.price.product)?.name ?? l.price.product_name ?? 'Item')}: ${money(l.price.unit_amount, l.price.currency)}${l.price.recurring ? ' a month' : ''}</li>`,
      )
      .join('');
    if (session.status !== 'open') {
      return page(
        'Checkout',
        `<h1>Checkout</h1><div class="card"><p>This checkout is ${escape(session.status)}.</p>${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Back to LaunchOps</a></p>` : ''}</div>`,
      );
    }
    return page(
      'Checkout',
      `<h1>Checkout</h1><div class="card"><p class="muted">For ${escape(session.customer_email ?? 'your account')}</p><ul>${lines}</ul><p><strong>Total: ${money(session.amount_total, session.currency)}${session.mode === 'subscription' ? ' a month' : ''}</strong></p>
<form method="post" action="/checkout/${escape(session.id)}/pay"><button type="submit">Pay ${money(session.amount_total, session.currency)} (test, no money moves)</button></form>
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>` : ''}</div>`,
    );
  }

  async function pay(session: Obj): Promise<string> {
    if (session.status !== 'open') return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
    session.status = 'complete';
    session.payment_status = 'paid';
    const toSend: Array<[string, Obj]> = [];
    if (session.mode === 'subscription') {
      const start = now();
      const subscription = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        created: start,
        metadata: session._subscription_metadata,
        items: { object: 'list', data: session._lines.map((l: Obj) => subscriptionItem(l.price, start)), has_more: false },
        livemode: false,
      };
      subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
      toSend.push(
        ['customer.subscription.created', subscription],
        ['invoice.paid', invoice(subscription, 'subscription_create', 'paid', session.amount_total)],
      );
    } else {
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        customer: session.customer,
        metadata: session._payment_metadata,
        created: now(),
      };
      paymentIntents.set(intent.id, intent);
      session.payment_intent = intent.id;
      toSend.push(['payment_intent.succeeded', intent]);
    }
    toSend.push(['checkout.session.completed', publicSession(session)]);
    // The browser returns only once the API has heard: the page it lands on already shows the purchase.
    for (const [type, object] of toSend) await send(type, object);
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  function portalPage(portal: Obj, message = ''): string {
    const own = [...subscriptions.values()].filter((s) => s.customer === portal.customer && s.status !== 'canceled');
    const plans = [...prices.values()].filter((p) => p.recurring && p.lookup_key && p.active);
    const cards = own
      .map((s) => {
        const item = s.items.data[0];
        const name = products.get(item.price.product)?.name ?? item.price.id;
        const ends = new Date(item.current_period_end * 1000).toUTCString().slice(0, 16);
        const others = plans
          .filter((p) => p.id !== item.price.id)
          .map(
            (p) =>
              `<button class="secondary" name="action" value="switch:${escape(p.id)}">Switch to ${escape(products.get(p.product)?.name ?? p.id)} (${money(p.unit_amount)} a month, prorated)</button>`,
          )
          .join('');
        return `<div class="card"><h2>${escape(name)}: ${money(item.price.unit_amount)} a month</h2><p>Status: <strong>${escape(s.status)}</strong>. ${s.cancel_at_period_end ? `Ends on ${ends}.` : `Renews on ${ends}.`}</p>
<form method="post" action="/portal/${escape(portal.id)}/action"><input type="hidden" name="subscription" value="${escape(s.id)}">${others}
${s.cancel_at_period_end ? '<button class="secondary" name="action" value="resume">Keep my plan</button><button class="secondary" name="action" value="end">End the period now (test)</button>' : '<button class="secondary" name="action" value="cancel">Cancel at the end of the period</button>'}
<p class="muted">Try what happens at renewal:</p><button class="secondary" name="action" value="renew">Renew now, paid (test)</button><button class="secondary" name="action" value="fail">Renew now, card declined (test)</button></form></div>`;
      })
      .join('');
    return page(
      'Billing',
      `<h1>Billing</h1>${message ? `<p role="status" class="card">${escape(message)}</p>` : ''}${cards || '<div class="card"><p>No active plan.</p></div>'}${portal.return_url ? `<p><a href="${escape(portal.return_url)}">Back to LaunchOps</a></p>` : ''}`,
    );
  }

  async function portalAction(portal: Obj, form: Obj): Promise<string> {
    const subscription = must(subscriptions, String(form.subscription), 'subscription');
    if (subscription.customer !== portal.customer) throw new StripeError(403, "Not this customer's subscription");
    const action = String(form.action ?? '');
    const item = subscription.items.data[0];
    if (action.startsWith('switch:')) {
      const price = must(prices, action.slice('switch:'.length), 'price');
      const left = Math.max(0, item.current_period_end - now()) / (item.current_period_end - item.current_period_start);
      const proration = Math.round((price.unit_amount - item.price.unit_amount) * left);
      item.price = price;
      subscription.cancel_at_period_end = false;
      await send('customer.subscription.updated', subscription);
      return `Plan changed. Proration for the rest of this period: ${proration >= 0 ? '' : 'credit of '}${money(Math.abs(proration))} (test).`;
    }
    if (action === 'cancel' || action === 'resume') {
      subscription.cancel_at_period_end = action === 'cancel';
      await send('customer.subscription.updated', subscription);
      return action === 'cancel' ? 'Your plan ends at the end of the period.' : 'Your plan will renew.';
    }
    if (action === 'end') {
      subscription.status = 'canceled';
      subscription.canceled_at = now();
      await send('customer.subscription.deleted', subscription);
      return 'The period ended: the plan is cancelled.';
    }
    if (action === 'renew') {
      const start = now();
      item.current_period_start = start;
      item.current_period_end = start + MONTH;
      subscription.status = 'active';
      await send('invoice.paid', invoice(subscription, 'subscription_cycle', 'paid', item.price.unit_amount));
      await send('customer.subscription.updated', subscription);
      return `Renewed: ${money(item.price.unit_amount)} paid (test).`;
    }
    if (action === 'fail') {
      subscription.status = 'past_due';
      await send('invoice.payment_failed', invoice(subscription, 'subscription_cycle', 'open', item.price.unit_amount));
      await send('customer.subscription.updated', subscription);
      return 'The renewal payment was declined (test). LaunchOps keeps the plan through its grace period.';
    }
    throw new StripeError(400, `Unknown action ${action}`);
  }

  const publicSession = (session: Obj): Obj => Object.fromEntries(Object.entries(session).filter(([k]) => !k.startsWith('_')));
  const publicObject = (value: Obj): Obj => (value.object === 'checkout.session' ? publicSession(value) : value);

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

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
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
        if (!/^Bearer sk_test_\w+$/.test(auth))
          throw new StripeError(401, 'Invalid API Key provided: the test-payments service takes a test key (sk_test_...)', 'authentication_error');
        const params = method === 'GET' || method === 'DELETE' ? parseStripeForm(url.searchParams.toString()) : parseStripeForm(await readBody(request));
        const key = request.headers['idempotency-key'];
        const cacheKey = typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : undefined;
        const result = cacheKey && idempotent.has(cacheKey) ? idempotent.get(cacheKey) : publicObject(await api(method, url.pathname, params));
        if (cacheKey) idempotent.set(cacheKey, result);
        response.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(result));
        return;
      }
      const [, kind, key, action] = url.pathname.split('/');
      if (kind === 'checkout' && key) {
        const session = must(sessions, key, 'checkout session');
        if (method === 'GET' && !action) return html(200, checkoutPage(session));
        if (method === 'POST' && action === 'pay') return redirect(await pay(session));
      }
      if (kind === 'portal' && key) {
        const portal = must(portals, key, 'portal session');
        if (method === 'GET' && !action) return html(200, portalPage(portal, url.searchParams.get('message') ?? ''));
        if (method === 'POST' && action === 'action') {
          const message = await portalAction(portal, parseStripeForm(await readBody(request)));
          return redirect(`/portal/${portal.id}?message=${encodeURIComponent(message)}`);
        }
      }
      if (method === 'GET' && url.pathname === '/')
        return html(200, page('Test payments', `<h1>${TEST_PAYMENTS_BANNER}</h1><p>LaunchOps sends its payments here when no STRIPE_SECRET_KEY is set.</p>`));
      throw new StripeError(404, 'Not found');
    } catch (error) {
      const status = error instanceof StripeError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (status >= 500) log(`test payments: ${method} ${url.pathname} failed: ${message}`);
      if (url.pathname.startsWith('/v1/')) {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: error instanceof StripeError ? error.type : 'api_error', message } }));
      } else {
        html(status, page('Error', `<h1>Something is wrong</h1><p>${escape(message)}</p>`));
      }
    }
  }

  const server: Server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  publicUrl ||= url;
  return {
    url,
    events,
    async close() {
      await Promise.allSettled([...deliveries]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
