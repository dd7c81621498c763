import type { FastifyInstance } from 'fastify';

/** How long shutdown waits for requests in flight before cutting their connections. */
export const CLOSE_GRACE_MS = 3_000;
const IDLE_SWEEP_MS = 50;

/**
 * Stops a server, always. Requests in flight may finish; kept-alive connections with nothing in flight are
 * closed as soon as they are idle (swept every 50 ms: one whose last response was still being written when
 * shutdown began is not idle yet at that moment, and Node would otherwise keep it for its 5 s keep-alive); and
 * whatever is still open after CLOSE_GRACE_MS (a client holding a request) is cut.
 */
export async function closeServer(app: FastifyInstance, label: string): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => {
    console.error(`[${label}] connections still open ${CLOSE_GRACE_MS} ms after shutdown began: closing them`);
    app.server.closeAllConnections();
  }, CLOSE_GRACE_MS);
  sweep.unref();
  cut.unref();
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
