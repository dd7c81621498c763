import { z } from 'zod/mini';
import { bookingDayFieldSchema } from './booking-day.js';
import { isoDateSchema, isoDateTimeSchema } from './common.js';
import { BOOKING_TIMES, bookingSchema, visitorTimeZoneSchema } from './consulting.js';
import { plainText } from './text-checks.js';

// After booking: the questionnaire, how the session is paid, and what the manage link shows and changes.

/** The company's stage, as the questionnaire offers it. */
export const QUESTIONNAIRE_STAGES = [
  'Idea, not yet incorporated',
  'Incorporated, not yet selling',
  'Selling, no employees yet',
  'Selling, with employees',
] as const;

const answerText = (required: string | null, max: number, label: string) =>
  z
    .string({ error: required ?? `${label} must be text` })
    .check(
      z.trim(),
      ...(required ? [z.minLength(2, required)] : []),
      z.maxLength(max, `Please use at most ${max} characters`),
      plainText(`${label} must not contain control characters`),
    );

/** The short questionnaire a founder answers after booking (PUT .../manage/:token/questionnaire), with the form's messages. */
export const bookingQuestionnaireSchema = z.strictObject({
  company: answerText('Please say in a few words what your company does', 500, 'What your company does'),
  stage: z.enum(QUESTIONNAIRE_STAGES, { error: "Please choose your company's stage" }),
  goals: answerText('Please say what you want from the session', 1000, 'What you want from the session'),
  prepare: z._default(z.optional(answerText(null, 1000, 'What to prepare')), ''),
  /** The legal entity and the state it was formed in ("Delaware C corporation"), when there is one. */
  entity: z._default(z.optional(answerText(null, 200, 'Entity and state')), ''),
});
export type BookingQuestionnaireInput = z.input<typeof bookingQuestionnaireSchema>;
export type BookingQuestionnaire = z.output<typeof bookingQuestionnaireSchema>;

/** The questionnaire's answers as the API gives them back. */
export const questionnaireAnswersSchema = z.object({
  company: z.string(),
  stage: z.string(),
  goals: z.string(),
  prepare: z.string(),
  entity: z.optional(z.string()),
});

/**
 * How a booking is paid: the plan's credit, a charge at booking, or (with no payments set up) an invoice by e-mail
 * after the session. Clients must accept values they do not know.
 */
export const PAID_WITH_INVOICE = 'invoice-after-session';
/** Covered by the plan's session credit of the billing period (Pro, Premium). */
export const PAID_WITH_CREDIT = 'credit';
/** Paid at booking through Checkout; refunded when cancelled at least CHANGE_WINDOW_HOURS before the start. */
export const PAID_WITH_CHARGE = 'charge';

/** What the manage link shows: the booking and whether it can still be changed. */
export const managedBookingSchema = z.extend(bookingSchema, {
  consultantName: z.string(),
  timezone: z.string(),
  canChange: z.boolean(),
  /** Why it cannot be changed, when canChange is false. */
  reason: z.nullable(z.string()),
  /** When it last changed: send it back as `expectedUpdatedAt` so a change made meanwhile is not overwritten. */
  updatedAt: z.optional(isoDateTimeSchema),
  /** The session's video room (given while the booking is confirmed). */
  meetingUrl: z.optional(z.string()),
  /** What the session costs in US cents (invoiced after the session), as it was when booked. */
  priceCents: z.optional(z.int()),
  /** The session's length in minutes. */
  sessionMinutes: z.optional(z.int()),
  /** The questionnaire's answers, or null while it is unanswered. */
  questionnaire: z.optional(z.nullable(questionnaireAnswersSchema)),
  questionnaireUpdatedAt: z.optional(z.nullable(isoDateTimeSchema)),
  /** Whether the questionnaire can still be answered or changed (until the session starts). */
  questionnaireOpen: z.optional(z.boolean()),
  /** How the session is paid (PAID_WITH_INVOICE, PAID_WITH_CREDIT, PAID_WITH_CHARGE; other values may come). */
  paidWith: z.optional(z.string()),
  /** Whether the visitor can still cancel through the link (until the session starts), and what a cancel now gives back. */
  canCancel: z.optional(z.boolean()),
  /** 'refund': the charge is refunded; 'credit': the plan's credit is returned; 'none': nothing (less than CHANGE_WINDOW_HOURS before). */
  cancelReturns: z.optional(z.enum(['refund', 'credit', 'none'])),
  /** In the answer of a cancel only: what that cancel gave back (the charge refunded, the plan's credit, or nothing). */
  returned: z.optional(z.enum(['refund', 'credit', 'none'])),
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

export const rescheduleBookingInputSchema = z.strictObject({
  date: bookingDayFieldSchema,
  time: z.enum(BOOKING_TIMES, { error: 'Time is required' }),
  /** The booking's `updatedAt` as the page showed it: a reschedule of a booking changed since is refused (409). */
  expectedUpdatedAt: z.optional(isoDateTimeSchema),
  /** The founder's time zone, for the e-mail about the new time. */
  visitorTimeZone: z.optional(visitorTimeZoneSchema),
});
export type RescheduleBookingInput = z.infer<typeof rescheduleBookingInputSchema>;

export const manageTokenParamSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, 'That booking link is not valid')),
});

export { isoDateSchema as bookingDateSchema };
