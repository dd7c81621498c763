import type { Server } from 'node:http';

const IDLE_SWEEP_MS = 50;

/**
 * Stops taking connections (new ones are refused, so a proxy can send them to another replica), lets the
 * requests in flight finish, closes kept-alive connections as soon as they are idle, and cuts whatever is
 * still open after `graceMs`.
 */
export async function drainHttpServer(server: Server, graceMs: number): Promise<void> {
  if (!server.listening) return;
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
