import { useSearchParams } from 'react-router';
import { z } from 'zod/mini';

/** The longest search kept from an address (the box accepts no more). */
export const SEARCH_MAX_LENGTH = 100;

/** ?q=: free text; one too long to have come from the box is ignored. */
export const searchParamSchema = z.string().check(z.maxLength(SEARCH_MAX_LENGTH));
/** A category or tab id as the pages write them: lowercase words joined by "_" or "-". */
export const idParamSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,59}$/));

/** A parameter's value when it passes the schema; anything else (missing or unknown) is ignored. */
export function readParam<T>(params: URLSearchParams, key: string, schema: z.ZodMiniType<T>): T | undefined {
  const value = params.get(key);
  if (value === null) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A comma-separated list parameter, keeping the values that pass the schema, each once. */
export function readListParam<T>(params: URLSearchParams, key: string, schema: z.ZodMiniType<T>): T[] {
  const value = params.get(key);
  if (!value) return [];
  const kept: T[] = [];
  for (const part of value.split(',')) {
    const parsed = schema.safeParse(part);
    if (parsed.success && !kept.includes(parsed.data)) kept.push(parsed.data);
  }
  return kept;
}

export type ParamChanges = Record<string, string | readonly string[] | null>;

/**
 * A page's filters kept in the address's query, so a reload, Back and a shared link show the same list.
 * Empty values leave the address; changes replace the history entry (typing does not fill Back with steps).
 */
export function useUrlFilters(): { params: URLSearchParams; update: (changes: ParamChanges) => void } {
  const [params, setParams] = useSearchParams();
  const update = (changes: ParamChanges) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const text = typeof value === 'string' || value === null ? value : value.join(',');
          if (text) next.set(key, text);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { params, update };
}
