import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const FAKE_LLM_TEXT = 'FAKE-LLM: apply for the EIN online with the IRS; it is free and immediate.';

/**
 * A stand-in for an OpenAI-compatible server. In its default mode it fails every request, so the other tests
 * see the advisor's retrieval answers (and exercise the fallback on errors).
 */
export interface FakeLlm {
  url: string;
  mode: 'fail' | 'answer' | 'hang';
  requests: Array<{ headers: http.IncomingHttpHeaders; body: any; path: string }>;
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: FakeLlm['requests'] = [];
  const fake = { mode: 'fail' } as FakeLlm;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ headers: req.headers, body, path: req.url ?? '' });
      if (fake.mode === 'hang') {
        // Far beyond the 10 s production timeout: only the client's abort ends this request.
        setTimeout(() => res.end(), 15_000).unref();
        return;
      }
      if (fake.mode === 'answer') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: FAKE_LLM_TEXT } }] }));
        return;
      }
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"error":"overloaded"}');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
