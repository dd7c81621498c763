import { oneMonthLater } from './billing-period.js';
import { id, money, must, now, type Obj, publicSession, StripeError, subscriptionItem, type TestPaymentsState } from './test-payments-state.js';

/** What the pages' buttons do: pay at Checkout, and change, end or renew a plan in the Customer Portal (each tells the API by webhook). */

/** A Checkout Session still open past its expires_at expires, as Stripe's do (and says so by webhook). */
export function expireIfDue(state: TestPaymentsState, session: Obj): void {
  if (session.status !== 'open' || Number(session.expires_at) > now()) return;
  session.status = 'expired';
  state.sendLater([['checkout.session.expired', publicSession(session)]]);
}

/**
 * The Pay button: where the browser goes next, or undefined when the session has expired (a page left open past its
 * expiry, or expired by the API meanwhile): nothing is charged, and the page says it expired. A session already paid
 * sends the browser on to its success page, charging nothing again.
 */
export async function pay(state: TestPaymentsState, session: Obj): Promise<string | undefined> {
  expireIfDue(state, session);
  if (session.status === 'expired') return undefined;
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
      billing_cycle_anchor: start,
      metadata: session._subscription_metadata,
      items: { object: 'list', data: session._lines.map((l: Obj) => subscriptionItem(l.price, start)), has_more: false },
      livemode: false,
    };
    state.subscriptions.set(subscription.id, subscription);
    session.subscription = subscription.id;
    const paid = state.invoice(subscription, 'subscription_create', 'paid', session.amount_total);
    session.invoice = paid.id;
    toSend.push(['customer.subscription.created', subscription], ['invoice.paid', paid]);
  } else {
    const intent = state.charge(session.amount_total, session.currency, session.customer, session._payment_metadata, session._receipt_email);
    session.payment_intent = intent.id;
    toSend.push(['payment_intent.succeeded', intent]);
  }
  toSend.push(['checkout.session.completed', publicSession(session)]);
  // The browser returns only once the API has heard: the page it lands on already shows the purchase.
  for (const [type, object] of toSend) await state.send(type, object);
  return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
}

export async function portalAction(state: TestPaymentsState, portal: Obj, form: Obj): Promise<string> {
  const subscription = must(state.subscriptions, String(form.subscription), 'subscription');
  if (subscription.customer !== portal.customer) throw new StripeError(403, "Not this customer's subscription");
  const action = String(form.action ?? '');
  const item = subscription.items.data[0];
  if (action.startsWith('switch:')) {
    const { proration } = state.prorate(subscription, must(state.prices, action.slice('switch:'.length), 'price'));
    subscription.cancel_at_period_end = false;
    await state.send('customer.subscription.updated', subscription);
    return `Plan changed. Proration for the rest of this period: ${proration >= 0 ? '' : 'credit of '}${money(Math.abs(proration))} (test).`;
  }
  if (action === 'cancel' || action === 'resume') {
    subscription.cancel_at_period_end = action === 'cancel';
    await state.send('customer.subscription.updated', subscription);
    return action === 'cancel' ? 'Your plan ends at the end of the period.' : 'Your plan will renew.';
  }
  if (action === 'end') {
    subscription.status = 'canceled';
    subscription.canceled_at = now();
    await state.send('customer.subscription.deleted', subscription);
    return 'The period ended: the plan is cancelled.';
  }
  if (action === 'renew') {
    const start = now();
    item.current_period_start = start;
    item.current_period_end = oneMonthLater(start);
    subscription.status = 'active';
    await state.send('invoice.paid', state.invoice(subscription, 'subscription_cycle', 'paid', item.price.unit_amount));
    await state.send('customer.subscription.updated', subscription);
    return `Renewed: ${money(item.price.unit_amount)} paid (test).`;
  }
  if (action === 'fail') {
    subscription.status = 'past_due';
    await state.send('invoice.payment_failed', state.invoice(subscription, 'subscription_cycle', 'open', item.price.unit_amount));
    await state.send('customer.subscription.updated', subscription);
    return 'The renewal payment was declined (test). LaunchOps keeps the plan through its grace period.';
  }
  throw new StripeError(400, `Unknown action ${action}`);
}
