import { z } from 'zod/mini';

// Field rules shared by the content files' schemas (content*.ts).

/** A text that must say something. */
export const text = z.string().check(z.refine((value) => value.trim() !== '', 'must not be empty'));

/** A stable numeric id (rows and visitors' progress point at it: never reuse or change one). */
export const stableId = z.int().check(z.positive('must be a positive whole number'));

/** A page on this site, e.g. /media/blog/legal.svg */
export const sitePath = z.string().check(z.regex(/^\/(?!\/)\S*$/, 'must be a path on this site starting with "/", e.g. /media/blog/legal.svg'));

export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
