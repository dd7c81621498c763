import { statSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { telemetryEnvShape } from '../common/telemetry/telemetry-env.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** An empty variable counts as unset (`DATABASE_URL= npm start`). */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const isFolder = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true;

/** An IP address or a CIDR range (10.0.0.0/8, fd00::/8). */
const addressOrRange = z.string().refine((value) => {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}, 'must list IP addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,::1 or 10.0.0.0/8)');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** A real PostgreSQL. Unset: an embedded one (PGlite) under DATA_DIR. */
    DATABASE_URL: unsetIfEmpty(z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }).optional()),
    DATA_DIR: z.string().default(path.join(apiRoot, '.data', 'pglite')),
    /** The site's content folder (tasks, articles, products...), seeded at start. Unset: the one in @launchops/content. */
    CONTENT_DIR: unsetIfEmpty(
      z.string().refine(isFolder, "CONTENT_DIR must be a folder holding the site's content (see services/content/README.md)").optional(),
    ),
    /**
     * Connections each API process may open to DATABASE_URL. Keep replicas x this + other clients under the
     * server's max_connections (PostgreSQL's default is 100). The embedded database always uses one.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200, 'DATABASE_POOL_SIZE must be between 1 and 200').default(10),
    /** A statement running longer than this is cancelled, so it cannot hold a connection for ever. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(600_000, 'DATABASE_STATEMENT_TIMEOUT_MS must be between 100 and 600000')
      .default(10_000),
    /** A pooled connection unused this long is closed (0: never); the next query opens a fresh one. */
    DATABASE_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000, 'DATABASE_IDLE_TIMEOUT_MS must be between 0 and 3600000').default(30_000),
    /** Origins allowed to call the API from a browser, comma-separated. */
    CORS_ORIGINS: csv.default(['http://localhost:8080']),
    /** Public address of the site, used in e-mails. */
    SITE_URL: z.url().default('http://localhost:8080'),
    SMTP_URL: unsetIfEmpty(z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional()),
    /** The local mail viewer (/api/dev/mail) without SMTP_URL: on by default outside production; npm start turns it on. */
    MAIL_VIEWER: unsetIfEmpty(z.enum(['on', 'off'], 'MAIL_VIEWER must be on or off').optional()),
    MAIL_FROM: z.string().default('LaunchOps <hello@launchops.example>'),
    OPENAI_BASE_URL: unsetIfEmpty(z.url().optional()),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /** How long the Operations Advisor waits for the LLM before answering from retrieval alone. */
    CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(10_000),
    /** How often the API looks for deadline reminders to send (each is sent once whatever this is). */
    PLAN_REMINDER_CHECK_MS: z.coerce
      .number()
      .int()
      .min(200, 'PLAN_REMINDER_CHECK_MS must be between 200 and 86400000')
      .max(86_400_000, 'PLAN_REMINDER_CHECK_MS must be between 200 and 86400000')
      .default(15 * 60 * 1000),
    /** Multiplies every rate limit; tests that hammer a route may raise it. */
    RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
    /**
     * Proxies whose X-Forwarded-For is believed (the site server, which sets it to the peer it saw). Default:
     * loopback, where `npm start` runs the site. Anyone else's header is ignored, so it earns no new quota.
     */
    TRUSTED_PROXIES: csv.pipe(z.array(addressOrRange)).default(['127.0.0.1', '::1']),
    /** Redis (or Valkey) for rate limits shared by every replica; unset: counted in this process. */
    REDIS_URL: unsetIfEmpty(z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional()),
    /** Prefix of this deployment's keys in a shared Redis. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'REDIS_KEY_PREFIX may hold letters, digits, ":", "_" and "-" (at most 40)')
      .default('launchops:rl'),
    /** The advisor's key to edit their days off (PUT/DELETE /api/consultants/:id/days-off/:day); unset: switched off. */
    ADVISOR_ADMIN_TOKEN: unsetIfEmpty(z.string().min(24, 'ADVISOR_ADMIN_TOKEN must be at least 24 characters').optional()),
    /** One fixed video room for every consultation (an https:// URL); unset: each booking gets its own Jitsi Meet room. */
    ADVISOR_MEETING_URL: unsetIfEmpty(z.url({ protocol: /^https$/, error: 'ADVISOR_MEETING_URL must be an https:// URL' }).optional()),
    /** Where founders' questionnaire answers are sent (the advisor's address); unset: MAIL_FROM's address. */
    ADVISOR_EMAIL: unsetIfEmpty(z.email('ADVISOR_EMAIL must be an e-mail address').optional()),
    /**
     * Accounts that have the advisor role (the console at /consulting/console), comma-separated addresses, besides those
     * whose role was granted in the database (npm run grant-advisor -w services/api). Unset: those only.
     */
    ADVISOR_EMAILS: csv.pipe(z.array(z.email('ADVISOR_EMAILS holds e-mail addresses, comma-separated').transform((email) => email.toLowerCase()))).default([]),
    /** The platform engineers' release token (every remote, and token management); unset: only stored admin tokens. */
    RELEASE_ADMIN_TOKEN: unsetIfEmpty(z.string().min(24, 'RELEASE_ADMIN_TOKEN must be at least 24 characters').optional()),
    /**
     * Origins a remote's build may be released from (comma-separated; a port of * takes any port). Default: this
     * machine, where `npm start` serves the remotes.
     */
    RELEASE_ALLOWED_ORIGINS: csv
      .pipe(
        z.array(
          z
            .string()
            .regex(/^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/, 'RELEASE_ALLOWED_ORIGINS holds origins like https://cdn.example.com or http://localhost:*'),
        ),
      )
      .default(['http://localhost:*', 'http://127.0.0.1:*']),
    /** The shell's mf-manifest.json: the shared libraries a release must agree with. Default: SITE_URL's. */
    SHELL_MANIFEST_URL: unsetIfEmpty(z.url({ protocol: /^https?$/, error: 'SHELL_MANIFEST_URL must be an http(s) URL' }).optional()),
    /** Signs pin links (a visitor shown one released version); the site server checks them with the same secret. Unset: no pin links. */
    RELEASE_PIN_SECRET: unsetIfEmpty(z.string().min(24, 'RELEASE_PIN_SECRET must be at least 24 characters').optional()),
    /** Shared with the site server, which sends it with its own calls (release signal sums); unset: those calls are refused. */
    SITE_API_SECRET: unsetIfEmpty(z.string().min(24, 'SITE_API_SECRET must be at least 24 characters').optional()),
    /** How often canaries are compared with their live version. */
    RELEASE_WATCH_MS: z.coerce
      .number()
      .int()
      .min(200, 'RELEASE_WATCH_MS must be between 200 and 3600000')
      .max(3_600_000, 'RELEASE_WATCH_MS must be between 200 and 3600000')
      .default(30_000),
    /** The window a canary's failure rate is measured over. */
    RELEASE_CANARY_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(60_000)
      .max(86_400_000)
      .default(10 * 60_000),
    /** How far (as a fraction: 0.05 is 5 points) a canary's failure rate may exceed the live version's before it is rolled back. */
    RELEASE_CANARY_MARGIN: z.coerce.number().min(0).max(1).default(0.05),
    /** The fewest canary loads (and failures) in the window before it is judged. */
    RELEASE_CANARY_MIN_LOADS: z.coerce.number().int().min(1).max(100_000).default(20),
    /** How long a release waits for a manifest, release.json or entry file. */
    RELEASE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** The OpenAPI page at /api/docs: on in development and tests, off in production unless asked for. */
    API_DOCS: unsetIfEmpty(z.enum(['on', 'off'], 'API_DOCS must be on or off').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
    /**
     * run: migrate and seed at start (under a lock shared by every process); skip: never (Kubernetes: the migrations
     * Job does it, `node dist/migrate.js`), and refuse to start while a migration is pending.
     */
    MIGRATIONS: z.enum(['run', 'skip'], 'MIGRATIONS must be run or skip (migrations alone: node dist/migrate.js)').default('run'),
    /** After SIGTERM: how long health answers 503 while requests are still served, so load balancers stop sending. */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000, 'SHUTDOWN_DELAY_MS must be between 0 and 120000').default(0),
    /** Then: how long requests in flight may take to finish before their connections are cut. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000, 'SHUTDOWN_GRACE_MS must be between 0 and 600000').default(10_000),
    /** Logs, metrics and traces (LOG_FORMAT, METRICS_PORT, METRICS_HOST, OTEL_*): common/telemetry/telemetry-env.ts. */
    ...telemetryEnvShape,
    /** Stripe's secret key (sk_test_... for its test mode, sk_live_... for real payments); unset: TEST_PAYMENTS_URL, else no payments. */
    STRIPE_SECRET_KEY: unsetIfEmpty(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)')
        .optional(),
    ),
    /** The signing secret of the Stripe webhook endpoint (whsec_...) that sends to /api/billing/webhook; needed with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: unsetIfEmpty(
      z
        .string()
        .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)')
        .optional(),
    ),
    /** The project's local test-payments service (no money moves), used when STRIPE_SECRET_KEY is unset. `npm start` runs one. */
    TEST_PAYMENTS_URL: unsetIfEmpty(z.url({ protocol: /^https?$/, error: 'TEST_PAYMENTS_URL must be an http(s) URL' }).optional()),
    /** The secret key the API calls the test-payments service with; it takes no other (the same on both sides). */
    TEST_PAYMENTS_SECRET_KEY: z
      .string()
      .regex(/^sk_test_\w+$/, 'TEST_PAYMENTS_SECRET_KEY must look like sk_test_...')
      .default('sk_test_launchops_local_test_payments'),
    /** The secret the test-payments service signs its webhooks with (the same on both sides). */
    TEST_PAYMENTS_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'TEST_PAYMENTS_WEBHOOK_SECRET must look like whsec_...')
      .default('whsec_launchops_test_payments'),
    /**
     * Minutes a session to be paid at booking keeps its time held while the founder is at Checkout; then it is released.
     * Short, so an unpaid hold keeps a time from other founders only briefly (a late payment still confirms a free time).
     */
    BOOKING_HOLD_MINUTES: z.coerce.number().int().min(5).max(240, 'BOOKING_HOLD_MINUTES must be between 5 and 240').default(15),
    /** Days a plan is kept after a failed renewal payment before it is downgraded to free. */
    BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60, 'BILLING_GRACE_DAYS must be between 0 and 60').default(7),
    /** How often the API looks for plans whose grace period has ended. */
    BILLING_GRACE_CHECK_MS: z.coerce
      .number()
      .int()
      .min(200)
      .max(86_400_000)
      .default(15 * 60 * 1000),
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'STRIPE_WEBHOOK_SECRET is needed with STRIPE_SECRET_KEY (the signing secret of its webhook endpoint)',
  })
  // The default secret is public: in production anybody could sign a webhook with it and give themselves a plan.
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' || env.STRIPE_SECRET_KEY || !env.TEST_PAYMENTS_URL || env.TEST_PAYMENTS_WEBHOOK_SECRET !== 'whsec_launchops_test_payments',
    {
      path: ['TEST_PAYMENTS_WEBHOOK_SECRET'],
      message: 'TEST_PAYMENTS_WEBHOOK_SECRET must be set to a secret of its own in production (npm start makes one per start)',
    },
  )
  // The same for the key: with the public default, anybody reaching the stand-in could make payments for this site.
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' ||
      env.STRIPE_SECRET_KEY ||
      !env.TEST_PAYMENTS_URL ||
      env.TEST_PAYMENTS_SECRET_KEY !== 'sk_test_launchops_local_test_payments',
    {
      path: ['TEST_PAYMENTS_SECRET_KEY'],
      message: 'TEST_PAYMENTS_SECRET_KEY must be set to a key of its own in production (npm start makes one per start)',
    },
  );
export type Env = z.infer<typeof envSchema>;

/** Parses the environment, or stops with a message saying which variable is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const ENV = Symbol('ENV');
