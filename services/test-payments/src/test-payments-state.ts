import { createHmac, randomBytes } from 'node:crypto';
import { oneMonthEarlier, oneMonthLater } from './billing-period.js';

/** Stripe's objects as this stand-in keeps them: loose JSON, as the API sends and receives it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Obj = Record<string, any>;

export interface TestPaymentsOptions {
  port?: number;
  host?: string;
  /** Where events are POSTed (the API's /api/billing/webhook); a function when it is known only later. */
  webhookUrl: string | (() => string);
  /** The shared signing secret (the API's TEST_PAYMENTS_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** The address browsers reach the pages at; default http://<host>:<port>. */
  publicUrl?: string;
  /** The only secret key the API may call it with (the API's TEST_PAYMENTS_SECRET_KEY); default TEST_PAYMENTS_DEFAULT_KEY. */
  apiKey?: string;
  log?: (line: string) => void;
}

export interface TestPayments {
  url: string;
  /** Every event sent, oldest first (for tests). */
  events: Array<{ id: string; type: string; delivered: boolean }>;
  /**
   * Test hook, the stand-in's own (Stripe has no such call: its test clocks move time instead): the subscription's
   * current period ends `seconds` from now, as if it had been bought about a month ago; the API is told by webhook.
   */
  endPeriodIn(subscriptionId: string, seconds: number): Promise<void>;
  close(): Promise<void>;
}

const DAY = 86_400;
export const MONTH = 30 * DAY;
export const TEST_PAYMENTS_BANNER = 'Test payments, no money moves';
/** The key both sides use when none is configured (one machine, tests); production sets its own. */
export const TEST_PAYMENTS_DEFAULT_KEY = 'sk_test_launchops_local_test_payments';

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
    /** The request parameter that is wrong, as Stripe names it (`billing_cycle_anchor[type]`). */
    readonly param?: string,
  ) {
    super(message);
  }
}

export const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);
export const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const money = (cents: number, currency = 'usd') =>
  `${currency === 'usd' ? '$' : ''}${(cents / 100).toFixed(2)}${currency === 'usd' ? '' : ` ${currency.toUpperCase()}`}`;

/** The Stripe-Signature header of `payload` at `timestamp`, exactly as Stripe computes it. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`;
}

export const must = <T>(map: Map<string, T>, key: string, what: string): T => {
  const found = map.get(key);
  if (!found) throw new StripeError(404, `No such ${what}: '${key}'`);
  return found;
};

/** An object as the API sends it: without the stand-in's own `_` fields (lists too). */
export const publicSession = (session: Obj): Obj => Object.fromEntries(Object.entries(session).filter(([k]) => !k.startsWith('_')));
export const publicObject = (value: Obj): Obj =>
  value.object === 'list' ? { ...value, data: (value.data as Obj[]).map(publicSession) } : publicSession(value);

/** What the stand-in holds in memory, and how it tells the API what happened (signed webhooks, retried as Stripe would). */
export class TestPaymentsState {
  readonly customers = new Map<string, Obj>();
  readonly products = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly paymentIntents = new Map<string, Obj>();
  readonly portals = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly idempotent = new Map<string, unknown>();
  readonly events: TestPayments['events'] = [];
  readonly deliveries = new Set<Promise<void>>();
  readonly log: (line: string) => void;
  readonly apiKey: string;
  publicUrl: string;

  constructor(private readonly options: TestPaymentsOptions) {
    this.log = options.log ?? (() => undefined);
    this.publicUrl = options.publicUrl ?? '';
    this.apiKey = options.apiKey ?? TEST_PAYMENTS_DEFAULT_KEY;
  }

  /** A payment that succeeds at once (no card is asked for): its payment intent. */
  charge(amount: number, currency: string, customer: string | null, metadata: Obj = {}, receiptEmail: string | null = null): Obj {
    const intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency,
      status: 'succeeded',
      customer,
      metadata,
      receipt_email: receiptEmail,
      created: now(),
    };
    this.paymentIntents.set(intent.id, intent);
    return intent;
  }

  /** An invoice of `subscription`; a paid one is paid by a payment intent of its own (refundable), unless it is for nothing. */
  invoice(subscription: Obj, reason: string, status: 'paid' | 'open', amount: number): Obj {
    const made = invoice(subscription, reason, status, amount);
    if (status === 'paid' && amount > 0) made._payment_intent = this.charge(amount, 'usd', subscription.customer, { invoice: made.id }).id;
    this.invoices.set(made.id, made);
    return made;
  }

  /**
   * A change of a subscription's price, prorated as `behavior` says (Stripe's proration_behavior): always_invoice
   * charges an increase at once (a paid invoice) and credits a decrease to the customer's balance; create_prorations
   * carries either to the next invoice (kept here as the customer's balance); none gives and takes nothing.
   */
  prorate(subscription: Obj, price: Obj, behavior = 'create_prorations'): { invoice?: Obj; proration: number } {
    const current = subscription.items.data[0];
    const left = Math.max(0, current.current_period_end - now()) / (current.current_period_end - current.current_period_start);
    const proration = Math.round((price.unit_amount - current.price.unit_amount) * left);
    current.price = price;
    const customer = this.customers.get(subscription.customer);
    if (behavior === 'none' || proration === 0) return { proration };
    if (behavior === 'always_invoice' && proration > 0) return { proration, invoice: this.invoice(subscription, 'subscription_update', 'paid', proration) };
    if (customer) customer.balance = (customer.balance ?? 0) + proration;
    return { proration };
  }

  /** TestPayments.endPeriodIn: the current period moved to end `seconds` from now (one calendar month long). */
  async endPeriodIn(subscriptionId: string, seconds: number): Promise<void> {
    const subscription = must(this.subscriptions, subscriptionId, 'subscription');
    const item = subscription.items.data[0];
    item.current_period_end = now() + seconds;
    item.current_period_start = oneMonthEarlier(item.current_period_end);
    subscription.billing_cycle_anchor = item.current_period_start;
    await this.send('customer.subscription.updated', structuredClone(subscription));
  }

  /** Posts one signed event, retrying a few times as Stripe would (sooner). */
  async send(type: string, object: Obj): Promise<void> {
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
    this.events.push(record);
    const payload = JSON.stringify(event);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      try {
        const response = await fetch(typeof this.options.webhookUrl === 'function' ? this.options.webhookUrl() : this.options.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': stripeSignature(payload, this.options.webhookSecret),
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
        this.log(`test payments: ${type} ${event.id} answered ${response.status}`);
      } catch (error) {
        this.log(`test payments: ${type} ${event.id} not delivered (${error instanceof Error ? error.message : String(error)})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }

  /** Sends events in order without holding up the API call that caused them (Stripe's are asynchronous too). */
  sendLater(list: Array<[string, Obj]>): void {
    const run = (async () => {
      for (const [type, object] of list) await this.send(type, object);
    })();
    this.deliveries.add(run);
    void run.finally(() => this.deliveries.delete(run));
  }

  priceFrom(item: Obj): Obj {
    if (item.price) return must(this.prices, String(item.price), 'price');
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
}

export function subscriptionItem(price: Obj, start: number): Obj {
  return { id: id('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: oneMonthLater(start) };
}

function invoice(subscription: Obj, reason: string, status: 'paid' | 'open', amount: number): Obj {
  return {
    object: 'invoice',
    id: id('in'),
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
