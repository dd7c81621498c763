import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '@launchops/kit/e2e';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { type SmtpSink, startSmtpSink } from '@launchops/test-support/smtp-sink';
import { createScratchDatabase, type ScratchDatabase } from '@launchops/test-support/local-servers';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { freePorts, type Stack, startStack, type StackOptions } from './stack.js';

export interface TestSite extends Stack {
  /** The embedded database's folder (DATA_DIR); unused when the site runs on PostgreSQL. */
  dataDir: string;
  /**
   * Reads what the API stored. On PostgreSQL a query beside the running API; on the embedded database (one
   * connection, the API's) the API is stopped for the query and started again.
   */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** The PostgreSQL test sites use when set (`npm test` in CI sets TEST_DATABASE_URL): a database of their own each. */
const adminUrl = () => process.env.TEST_DATABASE_URL || undefined;

/** Where a test site's API keeps its data: a copy of the run's seeded database when there is one. */
async function siteDatabase(workDir: string, options: Partial<StackOptions>): Promise<{ env: NodeJS.ProcessEnv; scratch?: ScratchDatabase }> {
  const dataDir = path.join(workDir, 'pg');
  const pgTemplate = process.env[DATABASE_TEMPLATE_VARIABLE];
  const admin = adminUrl();
  if (admin && pgTemplate && !options.apiEnv?.DATA_DIR && !options.apiEnv?.DATABASE_URL) {
    const scratch = await createScratchDatabase(admin, 'launchops_e2e', pgTemplate);
    return { env: { DATABASE_URL: scratch.url, DATA_DIR: dataDir, DATABASE_POOL_SIZE: '4' }, scratch };
  }
  // `npm test` without PostgreSQL migrates and seeds one embedded database for the run; each site starts on a copy.
  const template = process.env[DATA_TEMPLATE_VARIABLE];
  if (template && !options.apiEnv?.DATA_DIR) await cp(template, dataDir, { recursive: true });
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '' } };
}

/**
 * The production build on free ports with a database of its own, for browser tests: a copy of the run's seeded
 * database (PostgreSQL under `npm test` with TEST_DATABASE_URL, else the embedded one), or a new one when run alone.
 * Run `npm run build` (or `npm test`, which does) first.
 */
export async function startTestSite(options: Partial<StackOptions> = {}): Promise<TestSite> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'lo-e2e-'));
  let stack: Stack;
  let database: Awaited<ReturnType<typeof siteDatabase>> | undefined;
  try {
    database = await siteDatabase(workDir, options);
    const env = database.env;
    const start = async () =>
      startStack({
        ports: await freePorts(),
        // On two busy cores a remote's manifest can take longer than production's 250 ms, which would send pages
        // without preloads and leave the remote out for 10 s; tests of that wait set their own.
        remoteFiles: { timeoutMs: 2_000 },
        ...options,
        apiEnv: { NODE_ENV: 'test', LOG_LEVEL: 'error', RATE_LIMIT_FACTOR: '20', ...env, ...options.apiEnv },
      });
    stack = await start().catch(async (error: unknown) => {
      // A free port found, then taken by another process before the stack listened on it (EADDRINUSE, seen on a busy CI
      // run): new ports, once. startStack leaves nothing running when it fails.
      if (!String(error).includes('EADDRINUSE') || options.ports) throw error;
      return start();
    });
  } catch (error) {
    await database?.scratch?.drop().catch(() => undefined);
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  const dataDir = String(database.env.DATA_DIR);
  const scratch = database.scratch;
  const pool = scratch ? new pg.Pool({ connectionString: scratch.url, max: 1 }) : undefined;
  return {
    ...stack,
    dataDir,
    async query<T>(sql: string, params: unknown[] = []) {
      if (pool) return (await pool.query(sql, params)).rows as T[];
      await stack.stopApi();
      const db = await PGlite.create({ dataDir });
      try {
        return (await db.query<T>(sql, params)).rows;
      } finally {
        await db.close();
        await stack.startApi();
      }
    },
    async close() {
      await stack.close();
      await pool?.end();
      await scratch?.drop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** Names the folder of a migrated and seeded embedded database that test sites start from (a copy each). */
export const DATA_TEMPLATE_VARIABLE = 'LAUNCHOPS_TEST_DATA_TEMPLATE';
/** Names a migrated and seeded database on TEST_DATABASE_URL's server that test sites copy (CREATE DATABASE ... TEMPLATE). */
export const DATABASE_TEMPLATE_VARIABLE = 'LAUNCHOPS_TEST_DATABASE_TEMPLATE';

/**
 * Starts the built API once on a new database (migrations and the content seed), stops it, and returns what test
 * sites copy, as the environment that names it: a database on TEST_DATABASE_URL's server when set (DATABASE_TEMPLATE_VARIABLE),
 * else an embedded database's folder in `folder` (DATA_TEMPLATE_VARIABLE). `drop` removes the PostgreSQL one.
 */
export async function prepareDataTemplate(folder: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const admin = adminUrl();
  const dataDir = path.join(folder, 'pg');
  const scratch = admin ? await createScratchDatabase(admin, 'launchops_e2e_template') : undefined;
  try {
    const stack = await startStack({
      ports: await freePorts(),
      apiEnv: { NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' },
    });
    await stack.close();
  } catch (error) {
    await scratch?.drop();
    throw error;
  }
  if (scratch) return { env: { [DATABASE_TEMPLATE_VARIABLE]: scratch.name }, drop: () => scratch.drop() };
  return { env: { [DATA_TEMPLATE_VARIABLE]: dataDir }, drop: async () => undefined };
}

/** Stands for an object that exists only once the file's hooks have run: every use is passed on to it. */
function startedLater<T extends object>(get: () => T | undefined, name: string): T {
  return new Proxy({} as T, {
    get(_, property) {
      const target = get();
      if (!target) throw new Error(`The test ${name} is not started yet: use it inside a test or a hook.`);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * For a browser test file: the test site and a Chromium, started before its tests and closed after them.
 * `const { site, browser } = useTestSite();` at the top of the file.
 */
export function useTestSite(options: Partial<StackOptions> = {}): { site: TestSite; browser: Browser } {
  let site: TestSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startTestSite(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return { site: startedLater(() => site, 'site'), browser: startedLater(() => browser, 'browser') };
}

/**
 * useTestSite with the API's e-mail going to a local SMTP sink (`mailbox`), for tests that read what the site sends:
 * `const { site, browser, mailbox } = useTestSiteWithMailbox();`
 */
export function useTestSiteWithMailbox(options: Partial<StackOptions> = {}): { site: TestSite; browser: Browser; mailbox: SmtpSink } {
  let mailbox: SmtpSink | undefined;
  let site: TestSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mailbox = await startSmtpSink();
    site = await startTestSite({ ...options, apiEnv: { ...options.apiEnv, SMTP_URL: mailbox.url } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await mailbox?.close();
  });
  return { site: startedLater(() => site, 'site'), browser: startedLater(() => browser, 'browser'), mailbox: startedLater(() => mailbox, 'mailbox') };
}

/**
 * Names the site `npm test` starts once for the browser test files that only read pages (startSharedTestSite), as
 * JSON: its addresses. Without it (a file run alone) useSharedTestSite starts a site of the file's own.
 */
export const SHARED_SITE_VARIABLE = 'LAUNCHOPS_SHARED_TEST_SITE';

/** What a file on the shared site may use: the addresses. Stopping or restarting its parts is for a site of one's own. */
export type SharedTestSite = Pick<TestSite, 'siteUrl' | 'apiUrl' | 'remoteUrls'>;

const sharedSiteSchema = z.object({
  siteUrl: z.url(),
  apiUrl: z.url(),
  remoteUrls: z.record(z.string(), z.url()),
});

/** Starts the shared site (on a copy of the run's seeded database) and returns it with the variable's value. */
export async function startSharedTestSite(): Promise<{ site: TestSite; variable: string }> {
  const site = await startTestSite();
  return { site, variable: JSON.stringify({ siteUrl: site.siteUrl, apiUrl: site.apiUrl, remoteUrls: site.remoteUrls }) };
}

/**
 * For a browser test file that reads pages and writes only what its own visitors own (a fresh browser context each):
 * the run's one shared site and a Chromium of its own, instead of a site started and stopped for this file alone. A
 * file that stops a remote or the API, reads the database, sets the API's environment, or leans on a per-address
 * limit (the assistant's daily questions, a form's cooldown shared with another file) uses useTestSite.
 */
export function useSharedTestSite(): { site: SharedTestSite; browser: Browser } {
  const variable = process.env[SHARED_SITE_VARIABLE];
  if (!variable) return useTestSite();
  const parsed = sharedSiteSchema.safeParse(JSON.parse(variable));
  if (!parsed.success) throw new Error(`${SHARED_SITE_VARIABLE} is not a shared site's addresses: ${parsed.error.message}`);
  const site: SharedTestSite = parsed.data;
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { site, browser: startedLater(() => browser, 'browser') };
}
