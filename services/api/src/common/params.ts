import { z } from 'zod';

/** A numeric id in the URL, e.g. /checklist-items/12. */
export const idParamSchema = z.coerce
  .number({ error: 'The id in the URL must be a number' })
  .int('The id in the URL must be a whole number')
  .positive('The id in the URL must be a positive number')
  .max(2_147_483_647, 'The id in the URL is too large');

/** A kebab-case slug in the URL. */
export const slugParamSchema = z
  .string()
  .max(120, 'That address is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'That address is not valid');
