import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '@launchops/kit/e2e';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type SmtpSink, startSmtpSink } from '@launchops/test-support/smtp-sink';
import { freePorts, type Stack, startStack, type StackOptions } from './stack.js';

export interface TestSite extends Stack {
  /** The embedded database's folder (DATA_DIR), for tests that read what the API stored. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The production build on free ports with a fresh embedded database, for browser tests.
 * Run `npm run build` (or `npm test`, which does) first.
 */
export async function startTestSite(options: Partial<StackOptions> = {}): Promise<TestSite> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'lo-e2e-'));
  const dataDir = path.join(workDir, 'pg');
  let stack: Stack;
  try {
    // `npm test` migrates and seeds one embedded database for the run (prepareDataTemplate); each site starts on a copy.
    const template = process.env[DATA_TEMPLATE_VARIABLE];
    if (template && !options.apiEnv?.DATA_DIR) await cp(template, dataDir, { recursive: true });
    stack = await startStack({
      ports: await freePorts(),
      // On two busy cores a remote's manifest can take longer than production's 250 ms, which would send pages
      // without preloads and leave the remote out for 10 s; tests of that wait set their own.
      remoteFiles: { timeoutMs: 2_000 },
      ...options,
      apiEnv: { NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_FACTOR: '20', ...options.apiEnv },
    });
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...stack,
    dataDir,
    async close() {
      await stack.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** Names the folder of a migrated and seeded embedded database that test sites start from (a copy each). */
export const DATA_TEMPLATE_VARIABLE = 'LAUNCHOPS_TEST_DATA_TEMPLATE';

/**
 * Starts the built API once on a new embedded database in `folder` (migrations and the content seed), stops it, and
 * returns the database's folder: the template test sites copy when DATA_TEMPLATE_VARIABLE names it.
 */
export async function prepareDataTemplate(folder: string): Promise<string> {
  const dataDir = path.join(folder, 'pg');
  const stack = await startStack({
    ports: await freePorts(),
    apiEnv: { NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  await stack.close();
  return dataDir;
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
