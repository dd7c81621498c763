import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir` and serves it over the Postgres wire protocol on a Unix socket, so the
 * normal `pg` driver talks to it. One connection only: PGlite's socket server interleaves protocol
 * messages of concurrent connections.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const db = await PGlite.create({ dataDir });
  // A short socket directory: Unix socket paths are limited to ~100 characters.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'lo-pg-'));
  const port = 5432;
  const server = new PGLiteSocketServer({
    db,
    path: path.join(socketDir, `.s.PGSQL.${port}`),
    maxConnections: 1,
  });
  await server.start();
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}&port=${port}`,
    async stop() {
      await server.stop();
      await db.close();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
