import { z } from 'zod/mini';

// The booking's day as forms send it, shared by the booking, manage and advisor contracts (consulting*.ts).

/** True when `date` (YYYY-MM-DD) is a real calendar day. */
export function isRealDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
}

/** The day of a booking as a form sends it (new or moved), with the form's exact messages. */
export const bookingDayFieldSchema = z
  .string({ error: 'Date is required' })
  .check(z.minLength(1, 'Date is required'), z.refine(isRealDate, 'Please choose a real date (YYYY-MM-DD)'));
