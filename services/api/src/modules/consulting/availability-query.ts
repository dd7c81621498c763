import { isRealDate } from '@launchops/contracts';
import { z } from 'zod';

/** The days a calendar question may ask about: well beyond any booking, and within what every database stores. */
export const EARLIEST_ASKED_DATE = '2000-01-01';
export const LATEST_ASKED_DATE = '2099-12-31';

const NOT_A_DATE = 'Please give a real calendar date as YYYY-MM-DD (for example 2026-03-03)';
const OUT_OF_RANGE = `Please give a date between ${EARLIEST_ASKED_DATE} and ${LATEST_ASKED_DATE}`;

/** GET /api/consultants/:id/availability?date=: a real calendar day within a sensible range (year 0000 is none). */
export const availabilityQueryInputSchema = z.object({
  date: z
    .string({ error: NOT_A_DATE })
    .refine(isRealDate, { message: NOT_A_DATE, abort: true })
    .refine((date) => date >= EARLIEST_ASKED_DATE && date <= LATEST_ASKED_DATE, OUT_OF_RANGE),
});
