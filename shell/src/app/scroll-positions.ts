import { z } from 'zod/mini';

/**
 * The stored scroll positions, validated: loaded by scroll-manager.tsx only when the tab has stored some, so a
 * tab's first page (nothing to return to) downloads neither this nor zod.
 */
const positionsSchema = z.record(z.string(), z.number().check(z.nonnegative()));

/** The entries of `raw` (sessionStorage's text); none when it is not a valid record of positions. */
export function parsePositions(raw: string): Array<[string, number]> {
  try {
    const parsed = positionsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? Object.entries(parsed.data) : [];
  } catch {
    return []; // not JSON: start afresh
  }
}
