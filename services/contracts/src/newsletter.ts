import { z } from 'zod/mini';
import { emailAddressSchema } from './common.js';

export const createSubscriptionInputSchema = z.strictObject({
  email: emailAddressSchema(),
  /** Where the form was: footer, blog, signup:pro, ... */
  source: z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(40, 'source can be at most 40 characters'),
        z.regex(/^[a-z0-9:_-]*$/, 'source may only hold a-z, 0-9, ":", "_" and "-"'),
      ),
    ),
    'site',
  ),
});
export type CreateSubscriptionInput = z.input<typeof createSubscriptionInputSchema>;

/** Same answer for new and existing addresses, so the form does not reveal who is subscribed. */
export const subscriptionAcceptedSchema = z.object({
  message: z.string(),
});
export type SubscriptionAccepted = z.infer<typeof subscriptionAcceptedSchema>;

export const subscriptionTokenParamSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, 'That link is not valid')),
});
