import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolveRoot } from './workspace.js';

export interface LocalTestPayments {
  /** Where a browser opens its pages. */
  url: string;
  /** Where the API calls it (TEST_PAYMENTS_URL): the loopback address it listens on, never a name to resolve. */
  apiUrl: string;
  /** The webhook signing secret, new for each start (the API's TEST_PAYMENTS_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** The only key it takes, new for each start (the API's TEST_PAYMENTS_SECRET_KEY). */
  secretKey: string;
  child: ChildProcess;
}

/**
 * Starts the test-payments service (@launchops/test-payments, services/test-payments/src/main.ts) on TEST_PAYMENTS_PORT (default 8090;
 * 0 takes a free port), sending its webhooks to the API on `apiPort`; stopped with this process.
 */
export function startLocalTestPayments(apiPort: number): Promise<LocalTestPayments> {
  const port = Number(process.env.TEST_PAYMENTS_PORT ?? 8090);
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const secretKey = `sk_test_${randomBytes(24).toString('hex')}`;
  // Run from its TypeScript source (tsx, as npm start itself): the stand-in is no part of the API's build.
  const child = spawn(process.execPath, ['--enable-source-maps', '--import', 'tsx', resolveRoot('services/test-payments/src/main.ts')], {
    cwd: resolveRoot('services/test-payments'),
    env: {
      ...process.env,
      TEST_PAYMENTS_PORT: String(port),
      ...(port ? { TEST_PAYMENTS_PUBLIC_URL: `http://localhost:${port}` } : {}),
      TEST_PAYMENTS_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/billing/webhook`,
      TEST_PAYMENTS_WEBHOOK_SECRET: webhookSecret,
      TEST_PAYMENTS_SECRET_KEY: secretKey,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill());
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('The test-payments service did not start within 15 s'));
    }, 15_000);
    // Its first line says where it listens: "Test payments, no money moves: http://...".
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /no money moves: (http\S+)/.exec(output)?.[1];
      const listening = /listening on (\d+)/.exec(output)?.[1];
      if (url && listening) {
        clearTimeout(timer);
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve({ url, apiUrl: `http://127.0.0.1:${listening}`, webhookSecret, secretKey, child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The test-payments service exited with code ${code} (is port ${port} free? TEST_PAYMENTS_PORT picks another)`));
    });
  });
}
