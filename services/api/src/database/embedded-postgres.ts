import { mkdir, mkdtemp, open, readFile, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EmbeddedWireServer } from './embedded-wire-server.js';

export interface EmbeddedPostgres {
  url: string;
  /** Ends the client connection from the server's side (tests: a dropped connection must be survived). */
  dropConnections(): void;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir` and serves it over the Postgres wire protocol on a Unix socket, so the
 * normal `pg` driver talks to it. One connection at a time, each starting from a clean session
 * (EmbeddedWireServer).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const releaseLock = await lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir });
  } catch (error) {
    await releaseLock();
    throw error;
  }
  // A short socket directory: Unix socket paths are limited to ~100 characters.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'lo-pg-'));
  const port = 5432;
  const server = new EmbeddedWireServer(db, path.join(socketDir, `.s.PGSQL.${port}`));
  await server.start();
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}&port=${port}`,
    dropConnections: () => server.dropConnections(),
    async stop() {
      await server.stop();
      await db.close();
      await rm(socketDir, { recursive: true, force: true });
      await releaseLock();
    },
  };
}

interface LockOwner {
  pid: number;
  hostname: string;
  command: string;
  startedAt: string;
}

/** Whether process `pid` of this machine is still running (a pid the kernel gave to another program counts as gone). */
async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  return cmdline === undefined || /node/.test(cmdline);
}

/**
 * The embedded database is one process's: PGlite keeps its files in memory and writes them back, so a second
 * process on the same folder corrupts it. The lock file beside the folder names its owner; a second process
 * refuses to start, naming the folder and the owner; a lock left by a process that was killed is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), command: process.argv.slice(1).join(' '), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(JSON.stringify(me));
      await handle.close();
      return async () => {
        const owner = await readOwner(lockFile);
        if (owner?.pid === me.pid && owner.hostname === me.hostname) await unlink(lockFile).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(lockFile);
    if (owner && owner.hostname === me.hostname && owner.pid !== me.pid && (await isRunning(owner.pid))) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner.pid} (${owner.command || 'node'}, started ${owner.startedAt}). ` +
          'Only one API process can use an embedded database: stop that process first (is `npm start` or `npm run dev` running?), ' +
          'set DATA_DIR to another folder, or set DATABASE_URL to a PostgreSQL server to run several API processes.',
      );
    }
    // Left by a process that is gone (killed, or crashed): take it over.
    await unlink(lockFile).catch(() => undefined);
  }
  throw new Error(`Could not lock the embedded database in ${dataDir} (${lockFile}): another process keeps taking it.`);
}

async function readOwner(lockFile: string): Promise<LockOwner | undefined> {
  try {
    return JSON.parse(await readFile(lockFile, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}
