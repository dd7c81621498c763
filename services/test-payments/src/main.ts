import { z } from 'zod';
import { startTestPayments, TEST_PAYMENTS_BANNER, TEST_PAYMENTS_DEFAULT_KEY } from './test-payments-server.js';

// `node dist/test-payments.js`: the local stand-in for Stripe that `npm start` runs when no STRIPE_SECRET_KEY is set.
// Test payments, no money moves. The API reaches it at TEST_PAYMENTS_URL and it signs webhooks with the same secret.
const env = z
  .object({
    TEST_PAYMENTS_HOST: z.string().default('127.0.0.1'),
    TEST_PAYMENTS_PORT: z.coerce.number().int().min(0).max(65535, 'TEST_PAYMENTS_PORT must be a port number').default(8090),
    TEST_PAYMENTS_PUBLIC_URL: z.url().optional(),
    TEST_PAYMENTS_WEBHOOK_URL: z.url().default('http://127.0.0.1:3000/api/billing/webhook'),
    // The only key it takes (the API's TEST_PAYMENTS_SECRET_KEY); npm start makes one per start.
    TEST_PAYMENTS_SECRET_KEY: z
      .string()
      .regex(/^sk_test_\w+$/, 'TEST_PAYMENTS_SECRET_KEY must look like sk_test_...')
      .default(TEST_PAYMENTS_DEFAULT_KEY),
    TEST_PAYMENTS_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'TEST_PAYMENTS_WEBHOOK_SECRET must look like whsec_...')
      .default('whsec_launchops_test_payments'),
  })
  .parse(process.env);

const service = await startTestPayments({
  host: env.TEST_PAYMENTS_HOST,
  port: env.TEST_PAYMENTS_PORT,
  // Port 0 takes a free one; the line printed below says which.
  publicUrl: env.TEST_PAYMENTS_PUBLIC_URL,
  webhookUrl: env.TEST_PAYMENTS_WEBHOOK_URL,
  webhookSecret: env.TEST_PAYMENTS_WEBHOOK_SECRET,
  apiKey: env.TEST_PAYMENTS_SECRET_KEY,
  log: (line) => console.warn(line),
});
console.log(
  `${TEST_PAYMENTS_BANNER}: ${env.TEST_PAYMENTS_PUBLIC_URL ?? service.url} (listening on ${new URL(service.url).port}, webhooks to ${env.TEST_PAYMENTS_WEBHOOK_URL})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void service.close().finally(() => process.exit(0)));
}
