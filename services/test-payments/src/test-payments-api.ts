import { updateSubscription } from './subscription-update.js';
import { id, must, now, type Obj, publicSession, StripeError, type TestPaymentsState } from './test-payments-state.js';

/** One request to a resource of the API: undefined when the resource has no such route. */
interface Call {
  method: string;
  key: string | undefined;
  sub: string | undefined;
  /** The path's part after `sub` (`/v1/checkout/sessions/:id/expire`). */
  action?: string;
  params: Obj;
}

const list = (data: Obj[], url: string): Obj => ({ object: 'list', data, has_more: false, url });
type Resource = (state: TestPaymentsState, call: Call) => Obj | undefined;

function customers(state: TestPaymentsState, { method, key, params }: Call): Obj | undefined {
  if (method === 'POST' && !key) {
    const customer = {
      id: id('cus'),
      object: 'customer',
      email: params.email ?? null,
      balance: 0,
      metadata: params.metadata ?? {},
      created: now(),
      livemode: false,
    };
    state.customers.set(customer.id, customer);
    return customer;
  }
  if (method === 'GET' && key) return must(state.customers, key, 'customer');
  return undefined;
}

function products(state: TestPaymentsState, { method, key, params }: Call): Obj | undefined {
  if (method !== 'POST' || key) return undefined;
  const product = {
    id: id('prod'),
    object: 'product',
    name: params.name,
    description: params.description ?? null,
    active: true,
    metadata: params.metadata ?? {},
    created: now(),
  };
  state.products.set(product.id, product);
  return product;
}

function prices(state: TestPaymentsState, { method, key, params }: Call): Obj | undefined {
  if (key) return undefined;
  if (method === 'GET') {
    const keys: string[] | undefined = params.lookup_keys;
    const data = [...state.prices.values()].filter(
      (p) => (!keys || keys.includes(p.lookup_key)) && (params.active === undefined || String(p.active) === params.active),
    );
    return { object: 'list', data, has_more: false, url: '/v1/prices' };
  }
  if (method !== 'POST') return undefined;
  const lookupKey = params.lookup_key ?? null;
  if (lookupKey) {
    for (const other of state.prices.values()) {
      if (other.lookup_key !== lookupKey) continue;
      if (params.transfer_lookup_key !== 'true') throw new StripeError(400, `A price (${other.id}) already uses the lookup key ${lookupKey}`);
      other.lookup_key = null;
    }
  }
  must(state.products, String(params.product), 'product');
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
  state.prices.set(price.id, price);
  return price;
}

function checkout(state: TestPaymentsState, { method, key, sub, action, params }: Call): Obj | undefined {
  if (key !== 'sessions') return undefined;
  if (method === 'GET' && sub) return must(state.sessions, sub, 'checkout session');
  if (method === 'GET') {
    const found = [...state.sessions.values()].filter(
      (s) => (!params.customer || s.customer === params.customer) && (!params.status || s.status === params.status),
    );
    return list(found, '/v1/checkout/sessions');
  }
  if (method === 'POST' && sub && action === 'expire') {
    const session = must(state.sessions, sub, 'checkout session');
    if (session.status !== 'open') throw new StripeError(400, `Only Checkout Sessions with a status of open can be expired; this one is ${session.status}.`);
    session.status = 'expired';
    state.sendLater([['checkout.session.expired', publicSession(session)]]);
    return session;
  }
  if (method !== 'POST' || sub) return undefined;
  const items: Obj[] = params.line_items ?? [];
  if (items.length === 0) throw new StripeError(400, 'line_items is required');
  if (!params.success_url) throw new StripeError(400, 'success_url is required');
  const lines = items.map((item) => ({ price: state.priceFrom(item), quantity: Number(item.quantity ?? 1) }));
  const session = {
    id: id('cs'),
    object: 'checkout.session',
    mode: params.mode ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    customer: params.customer ?? null,
    customer_email: params.customer_email ?? (params.customer ? state.customers.get(params.customer)?.email : null) ?? null,
    client_reference_id: params.client_reference_id ?? null,
    metadata: params.metadata ?? {},
    amount_total: lines.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0),
    expires_at: params.expires_at ? Number(params.expires_at) : now() + 86_400,
    invoice: null,
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
    _receipt_email: params.payment_intent_data?.receipt_email ?? null,
  };
  session.url = `${state.publicUrl}/checkout/${session.id}`;
  state.sessions.set(session.id, session);
  return session;
}

function billingPortal(state: TestPaymentsState, { method, key, params }: Call): Obj | undefined {
  if (method !== 'POST' || key !== 'sessions') return undefined;
  must(state.customers, String(params.customer), 'customer');
  const portal = {
    id: id('bps'),
    object: 'billing_portal.session',
    customer: params.customer,
    return_url: params.return_url ?? null,
    livemode: false,
    created: now(),
    url: '',
  };
  portal.url = `${state.publicUrl}/portal/${portal.id}`;
  state.portals.set(portal.id, portal);
  return portal;
}

function subscriptions(state: TestPaymentsState, { method, key, params }: Call): Obj | undefined {
  if (!key && method === 'GET') {
    const found = [...state.subscriptions.values()].filter(
      (s) => (!params.customer || s.customer === params.customer) && (params.status === 'all' || s.status === (params.status ?? 'active')),
    );
    return list(found, '/v1/subscriptions');
  }
  if (!key) return undefined;
  const subscription = must(state.subscriptions, key, 'subscription');
  if (method === 'GET') return subscription;
  if (method === 'DELETE') {
    if (subscription.status !== 'canceled') {
      subscription.status = 'canceled';
      subscription.canceled_at = now();
      state.sendLater([['customer.subscription.deleted', subscription]]);
    }
    return subscription;
  }
  if (method !== 'POST') return undefined;
  state.sendLater(updateSubscription(state, subscription, params));
  return subscription;
}

function refunds(state: TestPaymentsState, { method, key, params }: Call): Obj | undefined {
  if (method === 'GET' && !key) {
    return list(
      [...state.refunds.values()].filter((r) => !params.payment_intent || r.payment_intent === params.payment_intent),
      '/v1/refunds',
    );
  }
  if (method !== 'POST' || key) return undefined;
  const intent = must(state.paymentIntents, String(params.payment_intent), 'payment_intent');
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
  state.refunds.set(refund.id, refund);
  const charge = {
    id: id('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_refunded: intent.amount,
    refunded: true,
    payment_intent: intent.id,
    metadata: intent.metadata,
  };
  state.sendLater([['charge.refunded', charge]]);
  return refund;
}

function invoices(state: TestPaymentsState, { method, key, params }: Call): Obj | undefined {
  if (method !== 'GET') return undefined;
  if (key) return must(state.invoices, key, 'invoice');
  const found = [...state.invoices.values()].filter(
    (i) =>
      (!params.customer || i.customer === params.customer) &&
      (!params.subscription || i.parent.subscription_details.subscription === params.subscription) &&
      (!params.status || i.status === params.status),
  );
  return list(found, '/v1/invoices');
}

function invoicePayments(state: TestPaymentsState, { method, key, params }: Call): Obj | undefined {
  if (method !== 'GET' || key) return undefined;
  const paid = [...state.invoices.values()].filter((i) => i._payment_intent && (!params.invoice || i.id === params.invoice));
  const data = paid.map((i) => ({
    id: `inpay_${String(i.id).slice(3)}`,
    object: 'invoice_payment',
    invoice: i.id,
    amount_paid: i.amount_paid,
    currency: i.currency,
    status: 'paid',
    payment: { type: 'payment_intent', payment_intent: i._payment_intent },
  }));
  return list(data, '/v1/invoice_payments');
}

function paymentIntents(state: TestPaymentsState, { method, key }: Call): Obj | undefined {
  return method === 'GET' && key ? must(state.paymentIntents, key, 'payment_intent') : undefined;
}

const RESOURCES = new Map<string, Resource>([
  ['invoices', invoices],
  ['invoice_payments', invoicePayments],
  ['payment_intents', paymentIntents],
  ['customers', customers],
  ['products', products],
  ['prices', prices],
  ['checkout', checkout],
  ['billing_portal', billingPortal],
  ['subscriptions', subscriptions],
  ['refunds', refunds],
]);

/** What the SDK calls: the parts of Stripe's API LaunchOps uses, and a 404 for anything else. */
export function stripeApi(state: TestPaymentsState, method: string, path: string, params: Obj): Obj {
  const [, resource, key, sub, action] = path.split('/').filter(Boolean); // ['v1', 'customers', ...]
  const result = RESOURCES.get(resource ?? '')?.(state, { method, key, sub, action, params });
  if (result) return result;
  throw new StripeError(404, `Unrecognized request URL (${method}: ${path}). The test-payments service supports only what LaunchOps uses.`);
}
