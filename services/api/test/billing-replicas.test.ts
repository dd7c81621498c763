import { randomUUID } from 'node:crypto';
import { createScratchDatabase, type ScratchDatabase } from '@launchops/test-support/local-servers';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi, type RunningApi } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { deliver, event, invoiceObject, signedInAccount, subscriptionObject } from './support/billing.js';

/** Stripe webhooks applied exactly once when two replicas receive the same events at once (on PostgreSQL only). */

// Payments go to a test-payments address nobody listens on: this test only receives webhooks.
const PAYMENTS_ENV = { TEST_PAYMENTS_URL: 'http://127.0.0.1:9', BILLING_GRACE_CHECK_MS: '3600000' };

const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)('webhooks across replicas', () => {
  const apis: RunningApi[] = [];
  let database: ScratchDatabase;
  afterAll(async () => {
    for (const running of apis) await running.close().catch(() => undefined);
    await database?.drop();
  });

  it('two API processes receiving the same events at the same moment apply each once', async () => {
    database = await createScratchDatabase(adminUrl!, 'launchops_billing');
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: database.url, ...PAYMENTS_ENV });
    for (let i = 0; i < 2; i += 1) {
      const running = await createApi(env);
      await running.app.listen({ host: '127.0.0.1', port: 0 });
      apis.push(running);
    }
    const urls = apis.map((running) => {
      const address = running.app.getHttpServer().address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    const sql = async <T>(text: string, params?: unknown[]) => await apis[0]!.app.get((await import('typeorm')).DataSource).query<T[]>(text, params);
    const account = await signedInAccount(sql);
    const subscription = `sub_${randomUUID()}`;
    const created = event('customer.subscription.created', subscriptionObject(subscription, account.accountId, 'pro'));
    const answers = await Promise.all(urls.map((url) => deliver(url, created)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);

    for (let round = 0; round < 5; round += 1) {
      const failed = event('invoice.payment_failed', invoiceObject(subscription));
      const both = await Promise.all(urls.map((url) => deliver(url, failed)));
      expect(
        both.filter((a) => a.body.duplicate === false),
        `round ${round}`,
      ).toHaveLength(1);
      const paid = event('invoice.paid', invoiceObject(subscription));
      const again = await Promise.all(urls.map((url) => deliver(url, paid)));
      expect(
        again.filter((a) => a.body.duplicate === false),
        `round ${round}`,
      ).toHaveLength(1);
    }
    // Five failures, each after a payment cleared the last: five grace periods, one e-mail each.
    expect(
      (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_email WHERE kind = 'billing-payment-failed' AND recipient = $1`, [account.email]))[0]!.n,
    ).toBe(5);
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM billing_event'))[0]!.n).toBe(11);
  });
});
