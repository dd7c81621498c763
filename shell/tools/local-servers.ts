// Servers a test starts for itself on free ports: Redis, an SMTP sink; and the free port itself.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';

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
