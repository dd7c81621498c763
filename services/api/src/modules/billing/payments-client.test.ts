import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { paymentsClientFromEnv } from './payments-client.js';

describe('payments configuration', () => {
  it('uses Stripe with a key, the test-payments service without one, and nothing when neither is set', () => {
    expect(paymentsClientFromEnv(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).mode).toBe('stripe');
    expect(paymentsClientFromEnv(loadEnv({ TEST_PAYMENTS_URL: 'http://127.0.0.1:8090' })).mode).toBe('test-payments');
    expect(paymentsClientFromEnv(loadEnv({})).mode).toBe('off');
  });

  it('refuses a Stripe key without its webhook secret, and the public default test secret in production', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_live_abc123' })).toThrow(/STRIPE_WEBHOOK_SECRET is needed/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'pk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_PAYMENTS_URL: 'http://127.0.0.1:8090' })).toThrow(/TEST_PAYMENTS_WEBHOOK_SECRET must be set/);
    const ownSecret = { NODE_ENV: 'production', TEST_PAYMENTS_URL: 'http://127.0.0.1:8090', TEST_PAYMENTS_WEBHOOK_SECRET: 'whsec_0123456789abcdef' };
    // The stand-in's public default key is refused in production as well: it would let anybody who reaches it make payments.
    expect(() => loadEnv(ownSecret)).toThrow(/TEST_PAYMENTS_SECRET_KEY must be set to a key of its own/);
    expect(loadEnv({ ...ownSecret, TEST_PAYMENTS_SECRET_KEY: 'sk_test_0123456789abcdef' }).TEST_PAYMENTS_URL).toBe('http://127.0.0.1:8090');
  });
});
