import { readFile } from 'node:fs/promises';
import { remotesConfigSchema } from '@launchops/kit';
import { buildAll } from './build-all.js';
import { stackPortsFromEnv } from '@launchops/kit/ports';
import { serveUntilStopped } from './serve-stack.js';
import { loadSiteEnv } from '@launchops/site-server/site-env';
import { startStack } from './stack.js';
import { ensureLocalReleaseToken, localReleaseTokenFile } from './local-release-token.js';
import { startLocalTestPayments } from './test-payments.js';

// `npm start`: production build of every slice (skipping what is up to date), then the whole site.
const siteEnv = loadSiteEnv();
console.log('Building LaunchOps (skipping what is up to date)...');
await buildAll();

const remotesFile = process.env.REMOTES_FILE;
// A release admin token for this machine, so that `npm run release` works here without pasting one.
const localReleaseToken = process.env.RELEASE_ADMIN_TOKEN || siteEnv.API_URL ? undefined : await ensureLocalReleaseToken();
// No Stripe keys: payments go to the project's local test-payments service (test payments, no money moves).
const testPayments = process.env.STRIPE_SECRET_KEY || siteEnv.API_URL ? undefined : await startLocalTestPayments(stackPortsFromEnv().api);
const stack = await startStack({
  ports: stackPortsFromEnv(),
  // API_URL: the site in front of API replicas run elsewhere (none started here).
  externalApiUrls: siteEnv.API_URL,
  trustedProxies: siteEnv.SITE_TRUSTED_PROXIES,
  releasePinSecret: siteEnv.RELEASE_PIN_SECRET,
  siteApiSecret: siteEnv.SITE_API_SECRET,
  publicOrigin: siteEnv.SITE_URL,
  apiOutput: 'inherit',
  apiEnv: {
    ...(localReleaseToken ? { RELEASE_ADMIN_TOKEN: localReleaseToken } : {}),
    ...(testPayments
      ? { TEST_PAYMENTS_URL: testPayments.apiUrl, TEST_PAYMENTS_WEBHOOK_SECRET: testPayments.webhookSecret, TEST_PAYMENTS_SECRET_KEY: testPayments.secretKey }
      : {}),
    // No SMTP server: the e-mails are read in the local mail viewer instead (this machine only).
    ...(process.env.SMTP_URL ? {} : { MAIL_VIEWER: process.env.MAIL_VIEWER || 'on' }),
  },
  log: (line) => console.log(line),
  // REMOTES_FILE: a remotes.json to serve instead of the local remotes; edits apply on the next page load.
  remotesConfig: remotesFile ? async () => remotesConfigSchema.parse(JSON.parse(await readFile(remotesFile, 'utf8'))) : undefined,
});
serveUntilStopped(stack);
if (!process.env.SMTP_URL && process.env.MAIL_VIEWER !== 'off') console.log(`E-mails (no SMTP_URL set): ${stack.siteUrl}/api/dev/mail`);
if (testPayments) console.log(`Test payments, no money moves (no STRIPE_SECRET_KEY set): ${testPayments.url}`);
if (localReleaseToken) console.log(`Release admin token of this machine: ${localReleaseTokenFile()} (npm run release reads it)`);
