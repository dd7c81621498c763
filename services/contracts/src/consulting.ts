import { z } from 'zod/mini';
import { isoDateSchema, isoDateTimeSchema, emailAddressSchema } from './common.js';
import { oneLine, plainText } from './text-checks.js';

export const BOOKING_TIMES = ['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM'] as const;
export type BookingTime = (typeof BOOKING_TIMES)[number];

export const BOOKING_TOPICS = [
  'Legal Formation & Entity Setup',
  'Banking & Finance Systems',
  'Tax & Accounting Setup',
  'HR & Hiring Compliance',
  'Business Software Selection',
  'Operations Process Design',
  'General Operational Strategy',
] as const;
export type BookingTopic = (typeof BOOKING_TOPICS)[number];

/** Session length in minutes. */
export const SESSION_MINUTES = 60;
/** A booking can be changed or cancelled until this many hours before it starts, and is made at least this far ahead. */
export const CHANGE_WINDOW_HOURS = 24;
/** Sessions can be booked (or moved) at most this many days ahead, counted in the consultant's time zone. */
export const BOOKING_HORIZON_DAYS = 180;

export const consultantSchema = z.object({
  id: z.int(),
  name: z.string(),
  specialty: z.string(),
  experience: z.string(),
  bio: z.string(),
  avatarUrl: z.string(),
  timezone: z.string(),
  profileUrl: z.string(),
  expertise: z.array(z.string()),
  /** The price of one session in US cents (invoiced after the session). */
  sessionPriceCents: z.optional(z.int()),
  /** The length of a session in minutes. */
  sessionMinutes: z.optional(z.int()),
});
export type Consultant = z.infer<typeof consultantSchema>;
export const consultantListSchema = z.array(consultantSchema);

export const availabilityQuerySchema = z.object({
  date: isoDateSchema,
});

export const availabilitySchema = z.object({
  consultantId: z.int(),
  date: isoDateSchema,
  timezone: z.string(),
  slots: z.array(z.object({ time: z.enum(BOOKING_TIMES), available: z.boolean() })),
  /** Why the whole day has no session (a weekend, a holiday or another day off), when it has none. */
  closed: z.optional(z.nullable(z.string())),
});
export type Availability = z.infer<typeof availabilitySchema>;

const requiredText = (message: string, min = 1, label = 'This field') =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(min, message),
      z.maxLength(100, 'Please use at most 100 characters'),
      oneLine(`${label} must be on one line, without control characters`),
    );

/** True when `date` (YYYY-MM-DD) is a real calendar day. */
export function isRealDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
}

/**
 * An id as a form holds it (decimal digits) or as JSON carries it (a whole number), as a number. Nothing else is
 * read as an id: not `true`, `[1]`, `"0x1"`, `"1e3"` or `" 1"`, which loose number coercion would accept.
 */
export const idFieldSchema = (message: string) =>
  z
    .pipe(
      z.union([z.int({ error: message }), z.string({ error: message }).check(z.regex(/^[0-9]{1,10}$/, message))], { error: message }),
      z.transform((value: number | string) => Number(value)),
    )
    .check(z.refine((id: number) => id >= 1 && id <= 2_147_483_647, message));

/** The day of a booking as a form sends it (new or moved), with the form's exact messages. */
const bookingDayFieldSchema = z
  .string({ error: 'Date is required' })
  .check(z.minLength(1, 'Date is required'), z.refine(isRealDate, 'Please choose a real date (YYYY-MM-DD)'));

/** The fields both the booking form and the API check, with the form's exact messages. */
export const bookingFieldsSchema = z.object({
  firstName: requiredText('First name is required', 2, 'First name'),
  lastName: requiredText('Last name is required', 2, 'Last name'),
  email: emailAddressSchema('Invalid email address'),
  consultantId: idFieldSchema('Please select a consultant'),
  date: bookingDayFieldSchema,
  time: z.enum(BOOKING_TIMES, { error: 'Time is required' }),
  topic: z.enum(BOOKING_TOPICS, { error: 'Please select a topic' }),
  notes: z._default(
    z.optional(z.string().check(z.maxLength(2000, 'Notes can be at most 2000 characters'), plainText('Notes must not contain control characters'))),
    '',
  ),
});

/** True when `timeZone` is an IANA zone name this runtime knows (Europe/Berlin, UTC). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const TIME_ZONE_MESSAGE = 'The time zone must be an IANA name such as Europe/Berlin';
/** The founder's own time zone as their browser names it, so e-mails can give the session's time on their clock. */
export const visitorTimeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .check(z.maxLength(64, TIME_ZONE_MESSAGE), z.regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, TIME_ZONE_MESSAGE), z.refine(isKnownTimeZone, TIME_ZONE_MESSAGE));

export const createBookingInputSchema = z.extend(bookingFieldsSchema, {
  /** The founder's time zone (the browser's), optional: e-mails then give the time on their clock too. */
  visitorTimeZone: z.optional(visitorTimeZoneSchema),
});
export type CreateBookingInput = z.input<typeof createBookingInputSchema>;

/** 'pending': held for a short time while the session is paid at Checkout (then confirmed by the payment, or released). */
export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'pending'] as const;

export const bookingSchema = z.object({
  id: z.int(),
  consultantId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  date: isoDateSchema,
  time: z.enum(BOOKING_TIMES),
  /** When the session starts, in the consultant's time zone, as an ISO instant. */
  startsAt: isoDateTimeSchema,
  topic: z.string(),
  notes: z.string(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: isoDateTimeSchema,
  /** How it is paid (PAID_WITH_CREDIT, PAID_WITH_CHARGE, PAID_WITH_INVOICE; other values may come). */
  paidWith: z.optional(z.string()),
  /** A booking held until it is paid: where to pay (the API's Checkout page) and until when the time is held. */
  checkoutUrl: z.optional(z.string()),
  holdUntil: z.optional(isoDateTimeSchema),
});
export type Booking = z.infer<typeof bookingSchema>;

/** What a booking made now would cost this visitor (GET /api/consultation-bookings/quote). */
export const bookingQuoteSchema = z.object({
  /** The session's price in US cents. */
  priceCents: z.int(),
  /** 'credit': covered by the plan's session credit; 'charge': paid now at Checkout; 'invoice': invoiced after the session (no payments set up). */
  payWith: z.enum(['credit', 'charge', 'invoice']),
  /** The plan's name and its credits this billing period, when the plan gives sessions. */
  planName: z.optional(z.string()),
  creditsLeft: z.optional(z.int()),
  creditsPerPeriod: z.optional(z.int()),
  /** How long an unpaid booking's time is held for Checkout, in minutes. */
  holdMinutes: z.int(),
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;
export const bookingListSchema = z.array(bookingSchema);

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

/** A day the advisor takes no session (US federal holidays are seeded; the advisor adds and removes others). */
export const dayOffSchema = z.object({ day: isoDateSchema, reason: z.string() });
export type DayOff = z.infer<typeof dayOffSchema>;
export const dayOffListSchema = z.array(dayOffSchema);

export const dayOffParamSchema = z.object({
  id: z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, 'The id in the URL must be a whole number')),
  day: bookingDayFieldSchema,
});

export const setDayOffInputSchema = z.strictObject({
  reason: z
    .string({ error: 'Please give a reason' })
    .check(z.trim(), z.minLength(2, 'Please give a reason'), z.maxLength(80, 'Please use at most 80 characters'), oneLine('The reason must be on one line')),
});
export type SetDayOffInput = z.infer<typeof setDayOffInputSchema>;

/** What the advisor marks a held session as, in the console. */
export const SESSION_OUTCOMES = ['done', 'no-show'] as const;
export type SessionOutcome = (typeof SESSION_OUTCOMES)[number];

/** A session as the advisor's console shows it (GET /api/advisor/sessions): the booking, its room, price and answers. */
export const advisorSessionSchema = z.object({
  id: z.int(),
  consultantId: z.int(),
  consultantName: z.string(),
  /** The consultant's time zone: `date` and `time` are on its clock. */
  timezone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  date: isoDateSchema,
  time: z.enum(BOOKING_TIMES),
  startsAt: isoDateTimeSchema,
  /** The founder's own time zone, when their browser gave it. */
  visitorTimeZone: z.nullable(z.string()),
  topic: z.string(),
  notes: z.string(),
  meetingUrl: z.string(),
  priceCents: z.nullable(z.int()),
  paidWith: z.string(),
  questionnaire: z.nullable(questionnaireAnswersSchema),
  questionnaireUpdatedAt: z.nullable(isoDateTimeSchema),
  outcome: z.nullable(z.enum(SESSION_OUTCOMES)),
  outcomeAt: z.nullable(isoDateTimeSchema),
});
export type AdvisorSession = z.infer<typeof advisorSessionSchema>;

/** The console's sessions: upcoming ones (soonest first) and held ones of the last 30 days (latest first). */
export const advisorSessionListSchema = z.object({ upcoming: z.array(advisorSessionSchema), recent: z.array(advisorSessionSchema) });
export type AdvisorSessionList = z.infer<typeof advisorSessionListSchema>;

/** POST /api/advisor/sessions/:id/outcome */
export const markSessionOutcomeInputSchema = z.strictObject({
  outcome: z.enum(SESSION_OUTCOMES, { error: 'Choose "done" or "no-show"' }),
});
export type MarkSessionOutcomeInput = z.infer<typeof markSessionOutcomeInputSchema>;

/** How far back the console lists held sessions. */
export const ADVISOR_RECENT_DAYS = 30;
