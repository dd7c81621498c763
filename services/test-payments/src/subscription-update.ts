import { oneMonthLater } from './billing-period.js';
import { must, now, type Obj, StripeError, type TestPaymentsState } from './test-payments-state.js';

type Events = Array<[string, Obj]>;

const PRORATION_BEHAVIORS = ['create_prorations', 'none', 'always_invoice'];
const PAYMENT_BEHAVIORS = ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'];
/** What a pending update (payment_behavior pending_if_incomplete) may change, as Stripe's pending updates reference lists it. */
const PENDING_UPDATE_PARAMS = new Set([
  'expand',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'billing_cycle_anchor',
  'items',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
]);

const invalid = (param: string, message: string) => new StripeError(400, message, 'invalid_request_error', param);

function oneOf(params: Obj, param: string, values: string[]): string | undefined {
  const value: unknown = params[param];
  if (value === undefined || (typeof value === 'string' && values.includes(value))) return value;
  throw invalid(param, `Invalid ${param}: must be one of ${values.join(', ')}`);
}

/**
 * billing_cycle_anchor of an update as the API version the stand-in speaks (2026-09-30.endive and later) takes it:
 * an object whose type is now or unchanged. The older plain string (`billing_cycle_anchor=now`) is refused, as Stripe
 * refuses it on that version.
 */
function anchorChange(value: unknown): 'now' | 'unchanged' {
  if (value === undefined) return 'unchanged';
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('billing_cycle_anchor', 'Invalid object: billing_cycle_anchor takes an object with a type, now or unchanged');
  }
  const type: unknown = (value as Obj).type;
  if (type === 'now' || type === 'unchanged') return type;
  throw invalid('billing_cycle_anchor[type]', 'Invalid billing_cycle_anchor[type]: must be one of now, unchanged');
}

/**
 * billing_cycle_anchor now: the period restarts at once and runs one calendar month, and since the period changed it
 * is invoiced now: the new price in full, less the unused part of the old one (none of it with proration_behavior
 * none). A total below zero (to a smaller price) is invoiced as nothing and credited to the customer's balance.
 */
function restartPeriod(state: TestPaymentsState, subscription: Obj, price: Obj, behavior: string): { invoice: Obj; proration: number } {
  const current = subscription.items.data[0];
  const start = now();
  const left = Math.max(0, current.current_period_end - start) / (current.current_period_end - current.current_period_start);
  const unused = behavior === 'none' ? 0 : Math.round(current.price.unit_amount * left);
  const total = price.unit_amount - unused;
  current.price = price;
  current.current_period_start = start;
  current.current_period_end = oneMonthLater(start);
  subscription.billing_cycle_anchor = start;
  const customer = state.customers.get(subscription.customer);
  if (total < 0 && customer) customer.balance = (customer.balance ?? 0) + total;
  return { proration: total, invoice: state.invoice(subscription, 'subscription_update', 'paid', Math.max(0, total)) };
}

/**
 * POST /v1/subscriptions/:id, the parts LaunchOps uses: a new price (prorated as proration_behavior says), the period
 * restarted (billing_cycle_anchor[type] now), cancel_at_period_end and metadata. A value it does not support is
 * refused with Stripe's 400 before anything changes. The stand-in's payments always succeed, so a pending update
 * (pending_if_incomplete) is applied at once, as Stripe applies it once its invoice is paid. The events, in order.
 */
export function updateSubscription(state: TestPaymentsState, subscription: Obj, params: Obj): Events {
  const anchor = anchorChange(params.billing_cycle_anchor);
  const behavior = oneOf(params, 'proration_behavior', PRORATION_BEHAVIORS) ?? 'create_prorations';
  if (oneOf(params, 'payment_behavior', PAYMENT_BEHAVIORS) === 'pending_if_incomplete') {
    const other = Object.keys(params).find((key) => !PENDING_UPDATE_PARAMS.has(key));
    if (other) throw invalid(other, `${other} cannot be changed by a pending update (payment_behavior pending_if_incomplete)`);
  }
  const item = params.items?.[0];
  const price = item?.price ? must(state.prices, String(item.price), 'price') : undefined;
  const events: Events = [];
  if (anchor === 'now' || price) {
    const change =
      anchor === 'now'
        ? restartPeriod(state, subscription, price ?? subscription.items.data[0].price, behavior)
        : state.prorate(subscription, price!, behavior);
    subscription.last_proration_cents = change.proration;
    if (change.invoice) events.push(['invoice.paid', change.invoice]);
  }
  if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
  if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata };
  return [...events, ['customer.subscription.updated', structuredClone(subscription)]];
}
