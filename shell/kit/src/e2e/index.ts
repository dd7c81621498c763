// The e2e kit: helpers for browser tests (playwright-core and vitest), the system browser and an SMTP sink.
// The site under test is started by `startTestSite` from `@launchops/tools/test-site`.
export * from './browser.js';
export * from './e2e-helpers.js';
export * from './smtp-sink.js';
