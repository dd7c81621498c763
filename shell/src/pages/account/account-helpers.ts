import { formatDate, siteLocale } from '@launchops/kit';
import { z } from 'zod/mini';

/** The answer of a request whose body is not read. */
export const noContent = z.unknown();
/**
 * A moment in the visitor's own time zone, in the site's one date and time format: "November 25, 2026, 6:04 PM" in
 * English (US), "25 November 2026, 18:04" in English (UK), as the held slots and the plan say their times.
 */
export const when = (iso: string) => {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat(siteLocale(), { hour: 'numeric', minute: '2-digit' }).format(date);
  return `${formatDate(date, 'long', 'local')}, ${time}`;
};
