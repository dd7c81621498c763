// The e2e kit: helpers for browser tests (playwright-core and vitest) and the system browser. The site under
// test is started by `useTestSite` from `@launchops/tools/test-site`; an SMTP sink is in `@launchops/test-support/local-servers`.
export * from './browser.js';
export * from './e2e-helpers.js';
