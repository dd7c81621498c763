// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROBE_MS } from './api-replicas.js';
import { startSiteServer } from './site-server.js';

/** A stand-in API replica that drains as the API does: health 503 at once, answers still served, each closing its connection. */
interface Replica {
  url: string;
  /** Requests other than health, in order of arrival. */
  hits: number;
  draining: boolean;
  server: Server;
  stopListening(): Promise<void>;
}

async function startReplica(): Promise<Replica> {
  const replica: Replica = {
    url: '',
    hits: 0,
    draining: false,
    server: createServer((req, res) => {
      if (replica.draining) res.setHeader('connection', 'close');
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/health') {
        res.statusCode = replica.draining ? 503 : 200;
        res.end(JSON.stringify({ status: replica.draining ? 'degraded' : 'ok' }));
        return;
      }
      replica.hits += 1;
      req.resume();
      req.on('end', () => res.end('{}'));
    }),
    stopListening: () => new Promise((resolve) => replica.server.close(() => resolve())),
  };
  await new Promise<void>((resolve) => replica.server.listen(0, '127.0.0.1', resolve));
  const address = replica.server.address();
  replica.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return replica;
}

/** Visitors writing through the edge, four at a time, until stopped: every answer's status is kept. */
function traffic(url: string): { statuses: number[]; stop(): Promise<void> } {
  const statuses: number[] = [];
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const res = await fetch(`${url}/api/checklist-items/1`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"completed":true}' });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
  };
  const loops = Array.from({ length: 4 }, loop);
  return {
    statuses,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lo-replicas-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('API replicas behind the edge', () => {
  it('sends nothing new to a replica once its health says it drains, so closing it under traffic fails no write', async () => {
    const [a, b] = [await startReplica(), await startReplica()];
    const edge = await startSiteServer({ root, port: 0, apiUrl: [a.url, b.url], remotes: () => ({}) });
    const load = traffic(edge.url);
    try {
      // Both replicas take traffic before one drains (on busy cores the first requests can take longer than 300 ms).
      for (const deadline = Date.now() + 10_000; (a.hits === 0 || b.hits === 0) && Date.now() < deadline;) await sleep(50);
      expect(a.hits).toBeGreaterThan(0);
      a.draining = true;
      // A probe or two later, the edge has heard; from then on the draining replica gets nothing.
      await sleep(HEALTH_PROBE_MS * 3);
      const hitsWhenNoticed = a.hits;
      const bBefore = b.hits;
      await sleep(500);
      expect(a.hits).toBe(hitsWhenNoticed);
      expect(b.hits).toBeGreaterThan(bBefore);
      // It stops taking connections, as a replica does after SHUTDOWN_DELAY_MS, then is gone.
      await a.stopListening();
      await sleep(300);
    } finally {
      await load.stop();
      await edge.close();
      await b.stopListening();
    }
    expect(load.statuses.length).toBeGreaterThan(20);
    expect(load.statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('takes a replica back once its health answers 200 again', async () => {
    const [a, b] = [await startReplica(), await startReplica()];
    a.draining = true;
    const edge = await startSiteServer({ root, port: 0, apiUrl: [a.url, b.url], remotes: () => ({}) });
    try {
      await sleep(HEALTH_PROBE_MS * 3);
      for (let i = 0; i < 10; i += 1) expect((await fetch(`${edge.url}/api/x`, { method: 'POST', body: '{}' })).status).toBe(200);
      expect(a.hits).toBe(0);
      a.draining = false;
      await sleep(HEALTH_PROBE_MS * 3);
      for (let i = 0; i < 10; i += 1) expect((await fetch(`${edge.url}/api/x`, { method: 'POST', body: '{}' })).status).toBe(200);
      expect(a.hits).toBeGreaterThan(0);
    } finally {
      await edge.close();
      await Promise.all([a.stopListening(), b.stopListening()]);
    }
  });

  it('still sends to every replica when all of them say they cannot serve: each answers for itself', async () => {
    const [a, b] = [await startReplica(), await startReplica()];
    a.draining = b.draining = true;
    const edge = await startSiteServer({ root, port: 0, apiUrl: [a.url, b.url], remotes: () => ({}) });
    try {
      await sleep(HEALTH_PROBE_MS * 3);
      for (let i = 0; i < 6; i += 1) expect((await fetch(`${edge.url}/api/x`, { method: 'POST', body: '{}' })).status).toBe(200);
      expect(a.hits).toBeGreaterThan(0);
      expect(b.hits).toBeGreaterThan(0);
    } finally {
      await edge.close();
      await Promise.all([a.stopListening(), b.stopListening()]);
    }
  });
});
