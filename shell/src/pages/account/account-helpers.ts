import { longDate } from '@launchops/contracts';
import { z } from 'zod/mini';

/** The answer of a request whose body is not read. */
export const noContent = z.unknown();
const pad = (n: number) => String(n).padStart(2, '0');
/** A moment in the visitor's own time zone: "November 25, 2026, 18:04". */
export const when = (iso: string) => {
  const date = new Date(iso);
  return `${longDate(date, 'local')}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
