import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts, type Stack, startStack, type StackOptions } from './stack.js';

export interface TestSite extends Stack {
  close(): Promise<void>;
}

/**
 * The production build on free ports with a fresh embedded database, for browser tests.
 * Run `npm run build` (or `npm test`, which does) first.
 */
export async function startTestSite(options: Partial<StackOptions> = {}): Promise<TestSite> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lo-e2e-'));
  let stack: Stack;
  try {
    stack = await startStack({
      ports: await freePorts(),
      ...options,
      apiEnv: { NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: '', RATE_LIMIT_FACTOR: '20', ...options.apiEnv },
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...stack,
    async close() {
      await stack.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
