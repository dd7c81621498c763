import { z } from 'zod/mini';
import { emailAddressSchema } from './common.js';

/**
 * Accounts (/api/auth): sign-in without a password, by a one-time code sent by e-mail, and sessions.
 */

/** How long a sign-in code and link work. */
export const SIGN_IN_CODE_MINUTES = 10;
/** Wrong codes allowed for one code before it stops working. */
export const SIGN_IN_CODE_ATTEMPTS = 5;
/** Codes one address may be sent in an hour. */
export const SIGN_IN_CODES_PER_HOUR = 5;

/** An address as typed: surrounding spaces and capitals do not make another account. */
const email = () => z.pipe(z.string().check(z.trim(), z.toLowerCase()), emailAddressSchema());

/** POST /api/auth/code */
export const requestSignInCodeInputSchema = z.strictObject({ email: email() });
export type RequestSignInCodeInput = z.input<typeof requestSignInCodeInputSchema>;

/** The same answer whether or not the address has an account. */
export const signInCodeSentSchema = z.object({ message: z.string() });
export type SignInCodeSent = z.infer<typeof signInCodeSentSchema>;

/** POST /api/auth/verify: the 6-digit code from the e-mail. */
export const verifySignInInputSchema = z.strictObject({
  email: email(),
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail')),
});
export type VerifySignInInput = z.input<typeof verifySignInInputSchema>;

export const accountSchema = z.object({ id: z.number(), email: z.string(), createdAt: z.string() });
export type Account = z.infer<typeof accountSchema>;

/** What a sign-in brought over from this browser into the account (shown to the founder). */
export const signInMergeSchema = z.object({
  /** Tasks done in this browser that the account did not have done yet. */
  tasksAdded: z.number(),
  /** Whose quiz answers the plan now uses: this browser's (newer), the account's, or none. */
  planFrom: z.enum(['this-browser', 'account', 'none']),
  bookings: z.number(),
  chatMessages: z.number(),
});
export type SignInMerge = z.infer<typeof signInMergeSchema>;

/** GET /api/auth/session: who is signed in on this browser (null: nobody); POST /api/auth/verify adds the merge. */
export const authSessionSchema = z.object({ account: z.nullable(accountSchema), merged: z.optional(signInMergeSchema) });
export type AuthSession = z.infer<typeof authSessionSchema>;

/** GET /api/auth/sessions: the account's sessions, this one marked. */
export const accountSessionListSchema = z.array(
  z.object({ id: z.number(), createdAt: z.string(), lastSeenAt: z.string(), current: z.boolean() }),
);
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;
