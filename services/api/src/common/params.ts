import { z } from 'zod';

/** A numeric id in the URL, e.g. /checklist-items/12: decimal digits only (not 0x1, 1e3, +1 or 01.0). */
export const idParamSchema = z
  .string({ error: 'The id in the URL must be a number' })
  .regex(/^[0-9]+$/, 'The id in the URL must be a whole number written in digits')
  .max(10, 'The id in the URL is too large')
  .transform(Number)
  .refine((id) => id >= 1, 'The id in the URL must be a positive number')
  .refine((id) => id <= 2_147_483_647, 'The id in the URL is too large');

/** A kebab-case slug in the URL. */
export const slugParamSchema = z
  .string()
  .max(120, 'That address is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'That address is not valid');

/** A state in the URL: its page's slug (new-york) or its two-letter code (ny). */
export const stateParamSchema = z
  .string()
  .max(40, 'That address is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'A state is named by its name in lowercase words joined by hyphens (new-york) or its two-letter code');
