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
export const accountSessionListSchema = z.array(z.object({ id: z.number(), createdAt: z.string(), lastSeenAt: z.string(), current: z.boolean() }));
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

/** GET /api/auth/passkeys: the account's passkeys. */
export const passkeyListSchema = z.array(z.object({ id: z.number(), name: z.string(), createdAt: z.string(), lastUsedAt: z.nullable(z.string()) }));
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** How long a passkey ceremony's challenge works. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

/** A ceremony's challenge id: 256 random bits, base64url; it works only from the browser that asked for it. */
const challengeId = () => z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'That passkey request is not one this site started. Start again.'));

/** POST /api/auth/passkeys/options and /api/auth/passkey/options: what the browser hands to WebAuthn. */
export const passkeyCeremonySchema = z.object({ challengeId: z.string(), options: z.record(z.string(), z.unknown()) });
export type PasskeyCeremony = z.infer<typeof passkeyCeremonySchema>;

const base64url = () => z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url'), z.maxLength(16_384));

/** A WebAuthn answer as the browser library serialises it (checked in depth by the WebAuthn library). */
const credentialResponse = <T extends z.core.$ZodLooseShape>(response: T) =>
  z.object({
    id: base64url(),
    rawId: base64url(),
    type: z.literal('public-key'),
    response: z.object(response),
    clientExtensionResults: z.optional(z.record(z.string(), z.unknown())),
    authenticatorAttachment: z.optional(z.string()),
  });

/** POST /api/auth/passkeys: the new passkey, with a name the founder recognises it by. */
export const registerPasskeyInputSchema = z.strictObject({
  challengeId: challengeId(),
  name: z.string().check(z.trim(), z.minLength(1, 'Give the passkey a name, such as "Work laptop"'), z.maxLength(60, 'Keep the name under 60 characters')),
  response: credentialResponse({
    clientDataJSON: base64url(),
    attestationObject: base64url(),
    transports: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(8))),
  }),
});
export type RegisterPasskeyInput = z.input<typeof registerPasskeyInputSchema>;

/** POST /api/auth/passkey/verify: signing in with a passkey. */
export const passkeySignInInputSchema = z.strictObject({
  challengeId: challengeId(),
  response: credentialResponse({
    clientDataJSON: base64url(),
    authenticatorData: base64url(),
    signature: base64url(),
    userHandle: z.optional(base64url()),
  }),
});
export type PasskeySignInInput = z.input<typeof passkeySignInInputSchema>;

/** POST /api/account/delete: the founder types their address to confirm. */
export const deleteAccountInputSchema = z.strictObject({ confirmEmail: email() });
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/** GET /api/account/export: every row we hold about the account, table by table. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: accountSchema,
  about: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
