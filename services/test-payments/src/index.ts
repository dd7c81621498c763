export {
  startTestPayments,
  stripeSignature,
  TEST_PAYMENTS_BANNER,
  TEST_PAYMENTS_DEFAULT_KEY,
  type TestPayments,
  type TestPaymentsOptions,
} from './test-payments-server.js';
