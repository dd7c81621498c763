// Servers a test starts for itself on free ports: Redis, an SMTP sink; and the free port itself.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import pg from 'pg';

export { type ReceivedMail, type SmtpSink, startSmtpSink, waitForMail } from './smtp-sink.js';

/** A TCP port free on this machine right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Debian's redis-server (or valkey-server), when installed. */
export const redisBinary = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server || command -v valkey-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
})();

/** An empty Redis of the caller's own on a free port (nothing kept on disk); kill the process when done. */
export async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(redisBinary!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, process: child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

export interface ScratchDatabase {
  name: string;
  /** The new database's address (the admin address with its name). */
  url: string;
  /** Drops it, closing any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * A new database of the caller's own on the PostgreSQL at `adminUrl`: empty, or a copy of `template` (a database
 * nobody is connected to, made once per test run: migrated and seeded, so each test file skips that work).
 */
export async function createScratchDatabase(adminUrl: string, prefix = 'launchops_test', template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const asAdmin = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  if (template) await copyDatabase(asAdmin, template, name);
  else await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** CREATE DATABASE ... TEMPLATE, tried again while another copy of the same template is being made (PostgreSQL refuses two at once). */
async function copyDatabase(asAdmin: (sql: string) => Promise<void>, template: string, name: string): Promise<void> {
  if (!/^\w+$/.test(template)) throw new Error(`Not a database name: ${template}`);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await asAdmin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const busy = /is being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}
