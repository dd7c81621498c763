import { expect } from 'vitest';
import type { TestApi, TestResponse, TestVisitor } from './test-api.js';

/**
 * Client addresses 10.<subnet>.x.y, a new one per call. The API trusts X-Forwarded-For from loopback and
 * counts rate limits per client, so a request from a fresh address is not limited by the other tests.
 */
export function clientAddresses(subnet: number): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `10.${subnet}.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  };
}

/** A request body as a test case gives it: a value sent as JSON, or raw text (sent as JSON unless `type` says otherwise). */
export interface BodyCase {
  body?: unknown;
  raw?: string;
  type?: string;
}

/** Sends `input` from the client address `ip`. */
export function sendFrom(visitor: TestVisitor, ip: string, method: string, url: string, input: BodyCase = {}): Promise<TestResponse> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (input.type) headers['content-type'] = input.type;
  return visitor.request(method, url, input.body, { raw: input.raw, headers });
}

/** The rows in each of `tables`, counted. */
export async function countRows(api: TestApi, ...tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row!.n;
  }
  return counts;
}

export interface RejectionChecks {
  /** Names the case in failure messages. */
  label?: string;
  /** What the response text must not show (internals such as driver errors or stack frames). */
  notInText?: string | RegExp;
}

/**
 * Sends a request that must be refused, and checks that it was: a 4xx (never a 5xx) with the API's JSON
 * error (`statusCode` equal to the status, a string `message`), and `written()` reads the same after as
 * before (e.g. `() => countRows(api, 'contact_message')`). Returns the response for further checks.
 */
export async function expectRejectedWithoutWrite(
  send: () => Promise<TestResponse>,
  written: () => Promise<unknown>,
  checks: RejectionChecks = {},
): Promise<TestResponse> {
  const label = checks.label ?? 'request';
  const before = await written();
  const response = await send();
  expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect(response.body?.statusCode, label).toBe(response.status);
  expect(typeof response.body?.message, label).toBe('string');
  if (checks.notInText !== undefined) expect(response.text, label).not.toMatch(checks.notInText);
  expect(await written(), `${label}: nothing written`).toEqual(before);
  return response;
}
