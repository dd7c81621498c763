import { escape, money, type Obj, TEST_PAYMENTS_BANNER, type TestPaymentsState } from './test-payments-state.js';

/** The pages a browser sees: Checkout and the Customer Portal, under the banner saying no money moves. */

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · ${TEST_PAYMENTS_BANNER}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1a1f36}main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
.banner{background:#ffd95a;color:#1a1f36;padding:.75rem 1rem;text-align:center;font-weight:700}.card{background:#fff;border-radius:.5rem;padding:1.25rem;box-shadow:0 1px 3px #0002;margin:1rem 0}
button{font:inherit;padding:.7rem 1.1rem;border-radius:.4rem;border:1px solid #635bff;background:#635bff;color:#fff;cursor:pointer;margin:.25rem .25rem .25rem 0}
button.secondary{background:#fff;color:#635bff}button:focus-visible,a:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}a{color:#4b44d6}.muted{color:#596171}</style></head>
<body><div class="banner" role="note">${TEST_PAYMENTS_BANNER}: this page is the project's local stand-in for Stripe. No card is asked for and no money moves.</div><main>${body}</main></body></html>`;
}

export function checkoutPage(state: TestPaymentsState, session: Obj): string {
  const lines = session._lines
    .map(
      (l: Obj) =>
        `<li>${escape(state.products.get(l.price.product)?.name ?? l.price.product_name ?? 'Item')}: ${money(l.price.unit_amount, l.price.currency)}${l.price.recurring ? ' a month' : ''}</li>`,
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

export function portalPage(state: TestPaymentsState, portal: Obj, message = ''): string {
  const own = [...state.subscriptions.values()].filter((s) => s.customer === portal.customer && s.status !== 'canceled');
  const plans = [...state.prices.values()].filter((p) => p.recurring && p.lookup_key && p.active);
  const cards = own
    .map((s) => {
      const item = s.items.data[0];
      const name = state.products.get(item.price.product)?.name ?? item.price.id;
      const ends = new Date(item.current_period_end * 1000).toUTCString().slice(0, 16);
      const others = plans
        .filter((p) => p.id !== item.price.id)
        .map(
          (p) =>
            `<button class="secondary" name="action" value="switch:${escape(p.id)}">Switch to ${escape(state.products.get(p.product)?.name ?? p.id)} (${money(p.unit_amount)} a month, prorated)</button>`,
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
