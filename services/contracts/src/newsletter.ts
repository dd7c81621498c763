import { z } from './zod.js';

export const createSubscriptionInputSchema = z.strictObject({
  email: z.email({ error: 'Please enter a valid email address' }).max(254, 'Please enter a valid email address'),
  /** Where the form was: footer, blog, signup:pro, ... */
  source: z
    .string()
    .trim()
    .max(40, 'source can be at most 40 characters')
    .regex(/^[a-z0-9:_-]*$/, 'source may only hold a-z, 0-9, ":", "_" and "-"')
    .optional()
    .default('site'),
});
export type CreateSubscriptionInput = z.input<typeof createSubscriptionInputSchema>;

/** Same answer for new and existing addresses, so the form does not reveal who is subscribed. */
export const subscriptionAcceptedSchema = z.object({
  message: z.string(),
});
export type SubscriptionAccepted = z.infer<typeof subscriptionAcceptedSchema>;

export const subscriptionTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'That link is not valid'),
});
