import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

/**
 * Serves one PGlite over the Postgres wire protocol on a Unix socket, one client connection at a time.
 *
 * PGlite has a single backend session for every connection, so whatever a connection leaves in it (named
 * prepared statements, an open transaction, session settings) would meet the next connection: a pool that
 * replaced its connection then failed on `prepared statement "..." already exists` for good. Here, when a
 * connection ends, the session is reset (ROLLBACK, DISCARD ALL) before the next one is attached, and a
 * connection that arrives while another is still closing waits for it instead of being refused.
 */
export class EmbeddedWireServer {
  private server: Server | undefined;
  private active: { socket: Socket; handler: PGLiteSocketHandler } | undefined;
  private readonly waiting: Socket[] = [];
  private resetting: Promise<void> = Promise.resolve();
  private stopped = false;
  /** Connections accepted since start (a test reads it to see that a reconnect happened). */
  connectionsAccepted = 0;

  constructor(
    private readonly db: PGlite,
    private readonly socketPath: string,
  ) {}

  async start(): Promise<void> {
    await this.db.waitReady;
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  }

  /** Ends the open connection from the server's side, as a crash of the backend or a network drop would. */
  dropConnections(): void {
    this.active?.socket.destroy();
    for (const socket of this.waiting.splice(0)) socket.destroy();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.dropConnections();
    await this.resetting;
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private accept(socket: Socket): void {
    if (this.stopped) return void socket.destroy();
    socket.on('error', () => undefined);
    this.waiting.push(socket);
    socket.once('close', () => {
      const index = this.waiting.indexOf(socket);
      if (index >= 0) this.waiting.splice(index, 1);
    });
    void this.attachNext();
  }

  private async attachNext(): Promise<void> {
    await this.resetting;
    if (this.active || this.stopped) return;
    const socket = this.waiting.shift();
    if (!socket) return;
    const handler = new PGLiteSocketHandler({ queryQueue: new OneClientQueue(this.db) as never, closeOnDetach: true });
    this.active = { socket, handler };
    this.connectionsAccepted += 1;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      if (this.active?.handler === handler) this.active = undefined;
      this.resetting = this.resetSession();
      void this.attachNext();
    };
    handler.addEventListener('close', end);
    handler.addEventListener('error', end);
    try {
      await handler.attach(socket);
    } catch {
      socket.destroy();
      end();
    }
  }

  /** Leaves the single session as a new connection expects it: no transaction, no prepared statement, no setting. */
  private async resetSession(): Promise<void> {
    try {
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
      await this.db.exec('DISCARD ALL');
    } catch {
      // The database is closing (stop): nothing to reset.
    }
  }
}

/**
 * The query queue PGLiteSocketHandler expects, for one connection at a time: each protocol message runs alone on
 * the database, in order. (The package's own queue is not exported.)
 */
class OneClientQueue {
  constructor(private readonly db: PGlite) {}

  async enqueue(_handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    let bytes = 0;
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(message, {
        onRawData: (data) => {
          bytes += data.length;
          onData(data);
        },
      }),
    );
    return bytes;
  }

  clearQueueForHandler(): void {
    // Nothing queued beyond the message in flight: the handler awaits each one.
  }

  async clearTransactionIfNeeded(): Promise<void> {
    // The server resets the whole session once the connection has ended.
  }
}
