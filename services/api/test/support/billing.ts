import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';

/** The secret the API checks test-payments webhooks with, unless a test sets TEST_PAYMENTS_WEBHOOK_SECRET. */
export const WEBHOOK_SECRET = 'whsec_launchops_test_payments';
const signer = new Stripe('sk_test_signing_only');

type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** A signed-in account made directly in the database: its id and the cookie of a live session. */
export async function signedInAccount(sql: Sql, email = `founder-${randomUUID()}@example.com`): Promise<{ accountId: number; cookie: string; email: string }> {
  const id = randomUUID();
  const visitorId = `${id.slice(0, 14)}8${id.slice(15)}`;
  const [account] = await sql<{ id: number }>('INSERT INTO account (email, visitor_id) VALUES ($1, $2) RETURNING id', [email, visitorId]);
  const token = randomBytes(32).toString('base64url');
  await sql('INSERT INTO account_session (account_id, token_hash) VALUES ($1, $2)', [account!.id, createHash('sha256').update(token).digest('hex')]);
  return { accountId: account!.id, cookie: `lo_session=${token}`, email };
}

/** A plan given directly (as the webhook would record it). */
export async function givePlan(sql: Sql, accountId: number, plan: 'basic' | 'pro' | 'premium'): Promise<void> {
  await sql(
    `INSERT INTO billing_subscription (account_id, stripe_subscription_id, plan, status, current_period_start, current_period_end, last_event_at)
     VALUES ($1, $2, $3, 'active', now(), now() + interval '30 days', now())`,
    [accountId, `sub_direct_${accountId}`, plan],
  );
}

export interface StripeEventLike {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
}

let counter = 0;
export function event(type: string, object: Record<string, unknown>, createdSeconds = Math.floor(Date.now() / 1000)): StripeEventLike {
  counter += 1;
  return {
    id: `evt_test_${Date.now()}_${counter}_${randomBytes(4).toString('hex')}`,
    object: 'event',
    type,
    created: createdSeconds,
    api_version: Stripe.API_VERSION,
    livemode: false,
    data: { object },
  };
}

export function subscriptionObject(
  id: string,
  accountId: number,
  plan: 'basic' | 'pro' | 'premium',
  status = 'active',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'subscription',
    customer: `cus_for_${accountId}`,
    status,
    cancel_at_period_end: false,
    metadata: { accountId: String(accountId), plan },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: `price_${plan}`, object: 'price', lookup_key: `launchops_${plan}_monthly_usd` },
          current_period_start: now,
          current_period_end: now + 30 * 86_400,
        },
      ],
    },
    ...extra,
  };
}

export function invoiceObject(subscriptionId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `in_${randomBytes(6).toString('hex')}`,
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    ...extra,
  };
}

/** POSTs the event to the API's webhook with a valid Stripe-Signature (or the one given). */
export async function deliver(
  baseUrl: string,
  evt: StripeEventLike,
  options: { secret?: string; signature?: string } = {},
): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(evt);
  const signature = options.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
  const response = await fetch(`${baseUrl}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export async function call(
  baseUrl: string,
  method: string,
  url: string,
  cookie?: string,
  body?: unknown,
  ip?: string,
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (ip) headers['x-forwarded-for'] = ip;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
