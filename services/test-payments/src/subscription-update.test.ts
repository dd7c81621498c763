import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneMonthLater } from './billing-period.js';
import { parseStripeForm } from './form-body.js';
import { stripeApi } from './test-payments-api.js';
import { type Obj, StripeError, subscriptionItem, TestPaymentsState } from './test-payments-state.js';

const seconds = (iso: string) => Date.parse(iso) / 1000;
/** A Basic subscription ($29) whose period runs 2 November to 2 December (30 days); today is 1 December, a day before its end. */
const START = seconds('2026-11-02T12:00:00.000Z');
const TODAY = seconds('2026-12-01T12:00:00.000Z');

let state: TestPaymentsState;
let sent: Array<{ type: string; object: Obj }>;

/** POST /v1/subscriptions/sub_1 with the form body the SDK sends. */
const update = (form: string) => stripeApi(state, 'POST', '/v1/subscriptions/sub_1', parseStripeForm(form));
const subscription = () => state.subscriptions.get('sub_1')!;
const events = async () => {
  await Promise.all([...state.deliveries]);
  return sent;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY * 1000);
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const event = JSON.parse(String(init.body));
      sent.push({ type: event.type, object: event.data.object });
      return new Response('{}');
    }),
  );
  state = new TestPaymentsState({ webhookUrl: 'http://127.0.0.1:1/webhook', webhookSecret: 'whsec_unit' });
  state.customers.set('cus_1', { id: 'cus_1', object: 'customer', balance: 0 });
  for (const [id, cents] of [
    ['price_basic', 2900],
    ['price_premium', 19900],
  ] as const) {
    state.prices.set(id, { id, object: 'price', currency: 'usd', unit_amount: cents, recurring: { interval: 'month', interval_count: 1 } });
  }
  const item = { ...subscriptionItem(state.prices.get('price_basic')!, START), id: 'si_1' };
  state.subscriptions.set('sub_1', {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    billing_cycle_anchor: START,
    metadata: {},
    items: { data: [item] },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('billing_cycle_anchor on a subscription update, as Stripe takes it', () => {
  it('now, to a bigger price a day before the renewal: a new month from today, invoiced now in full less the unused day', async () => {
    update(
      'items[0][id]=si_1&items[0][price]=price_premium&billing_cycle_anchor[type]=now&proration_behavior=always_invoice&payment_behavior=pending_if_incomplete',
    );
    const item = subscription().items.data[0];
    expect(item).toMatchObject({ current_period_start: TODAY, current_period_end: oneMonthLater(TODAY), price: { id: 'price_premium' } });
    expect(subscription().billing_cycle_anchor).toBe(TODAY);
    const [paid, updated] = await events();
    // $199 less $29 for the one unused day of 30: $2.90 / 3 rounded, 97 cents.
    expect(paid).toMatchObject({ type: 'invoice.paid', object: { billing_reason: 'subscription_update', amount_paid: 19_900 - 97, status: 'paid' } });
    expect(updated!.type).toBe('customer.subscription.updated');
    expect(updated!.object.items.data[0]).toMatchObject({ current_period_start: TODAY, current_period_end: seconds('2027-01-01T12:00:00.000Z') });
    expect(sent).toHaveLength(2);
  });

  it('now with proration_behavior none: the new price in full, nothing of the old period given back', async () => {
    update('items[0][id]=si_1&items[0][price]=price_premium&billing_cycle_anchor[type]=now&proration_behavior=none');
    const [paid] = await events();
    expect(paid!.object.amount_paid).toBe(19_900);
    expect(subscription().items.data[0].current_period_start).toBe(TODAY);
  });

  it('unchanged, or none given: the period stays and only its rest is charged at the new price', async () => {
    update('items[0][id]=si_1&items[0][price]=price_premium&billing_cycle_anchor[type]=unchanged&proration_behavior=always_invoice');
    const [paid] = await events();
    expect(paid!.object.amount_paid).toBe(Math.round(17_000 / 30));
    expect(subscription().items.data[0]).toMatchObject({ current_period_start: START, current_period_end: oneMonthLater(START) });
  });

  it("refuses what it does not support with Stripe's 400, naming the parameter, and changes nothing", async () => {
    const refused = (form: string) => {
      try {
        update(`items[0][id]=si_1&items[0][price]=price_premium&${form}`);
      } catch (error) {
        return error instanceof StripeError ? { status: error.status, type: error.type, param: error.param } : error;
      }
      return 'accepted';
    };
    // The string form is the one API versions before 2026-09-30.endive took.
    expect(refused('billing_cycle_anchor=now')).toEqual({ status: 400, type: 'invalid_request_error', param: 'billing_cycle_anchor' });
    expect(refused('billing_cycle_anchor[type]=tomorrow')).toMatchObject({ status: 400, param: 'billing_cycle_anchor[type]' });
    expect(refused('billing_cycle_anchor[type]=now&proration_behavior=sometimes')).toMatchObject({ status: 400, param: 'proration_behavior' });
    // A pending update takes only what Stripe's pending updates reference lists (billing_cycle_anchor is one; metadata is not).
    expect(refused('billing_cycle_anchor[type]=now&payment_behavior=pending_if_incomplete&metadata[plan]=premium')).toMatchObject({ param: 'metadata' });
    expect(subscription().items.data[0]).toMatchObject({ current_period_start: START, price: { id: 'price_basic' } });
    expect(await events()).toEqual([]);
  });
});

describe("the test hook endPeriodIn (the stand-in's own)", () => {
  it('moves the current period to end that far from now, one calendar month long, and tells the API', async () => {
    await state.endPeriodIn('sub_1', 86_400);
    expect(subscription().items.data[0]).toMatchObject({ current_period_start: seconds('2026-11-02T12:00:00.000Z'), current_period_end: TODAY + 86_400 });
    expect((await events()).map((e) => e.type)).toEqual(['customer.subscription.updated']);
  });
});
