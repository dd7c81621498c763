import { z } from 'zod/mini';
import { apiErrorSchema } from './common.js';

/** An /api error: the server's message (written for people) and the field issues, if any. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: Array<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Calls the API on the page's own origin with the visitor cookie and parses the answer with
 * `schema`. A non-OK answer throws ApiRequestError with the server's message, or "status: text".
 */
export async function apiRequest<T>(method: string, path: string, schema: z.core.$ZodType<T>, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (!response.ok) {
    let parsed: z.infer<typeof apiErrorSchema> | undefined;
    try {
      const result = apiErrorSchema.safeParse(JSON.parse(text));
      parsed = result.success ? result.data : undefined;
    } catch {
      parsed = undefined;
    }
    throw new ApiRequestError(response.status, parsed?.message ?? `${response.status}: ${text || response.statusText}`, parsed?.issues);
  }
  return z.parse(schema, text ? JSON.parse(text) : undefined);
}

export const apiGet = <T>(path: string, schema: z.core.$ZodType<T>, signal?: AbortSignal) => apiRequest('GET', path, schema, undefined, signal);
