import Stripe from 'stripe';
import type { Env } from '../../config/env.js';

export interface PaymentsClient {
  /** stripe: Stripe itself (test or live mode, as the key says); test-payments: the project's local stand-in; off: neither configured. */
  mode: 'stripe' | 'test-payments' | 'off';
  /** The official SDK, pointed at Stripe or at the stand-in (which speaks the same API). */
  stripe: Stripe | undefined;
  /** Checks the Stripe-Signature of webhooks. */
  webhookSecret: string | undefined;
}

/**
 * STRIPE_SECRET_KEY set: Stripe. Else TEST_PAYMENTS_URL set: the same SDK calls go to the local test-payments service
 * (no money moves). Else payments are off and the billing routes say so.
 */
export function paymentsClientFromEnv(env: Env): PaymentsClient {
  if (env.STRIPE_SECRET_KEY) {
    return {
      mode: 'stripe',
      stripe: new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'LaunchOps' } }),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    };
  }
  if (env.TEST_PAYMENTS_URL) {
    const url = new URL(env.TEST_PAYMENTS_URL);
    const protocol = url.protocol === 'https:' ? 'https' : 'http';
    return {
      mode: 'test-payments',
      stripe: new Stripe(env.TEST_PAYMENTS_SECRET_KEY, {
        host: url.hostname,
        port: url.port || (protocol === 'https' ? 443 : 80),
        protocol,
        maxNetworkRetries: 1,
        timeout: 10_000,
        telemetry: false,
      }),
      webhookSecret: env.TEST_PAYMENTS_WEBHOOK_SECRET,
    };
  }
  return { mode: 'off', stripe: undefined, webhookSecret: undefined };
}
