import { z } from 'zod/mini';

/** Every error the API returns has this shape. */
export const apiErrorSchema = z.object({
  statusCode: z.int(),
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** An ISO 8601 date-time string as sent by the API. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar day, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    state: z.enum(['up', 'down']),
    mode: z.enum(['embedded', 'external']),
    latencyMs: z.nullable(z.number()),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** An e-mail address a person typed (at most 254 characters, the SMTP limit). */
export const emailAddressSchema = (error = 'Please enter a valid email address') => z.email({ error }).check(z.maxLength(254, error));
