import { z } from 'zod/mini';
import { isoDateSchema, isoDateTimeSchema, emailAddressSchema } from './common.js';
import { bookingDayFieldSchema, isRealDate } from './booking-day.js';
import { plainText } from './text-checks.js';
import { personNameSchema } from './person-name.js';

export { isRealDate };

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
/** Unpaid holds open at once, at most, per browser, per e-mail address and per client address. */
export const OPEN_HOLDS_CAP = 2;

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

/** The fields both the booking form and the API check, with the form's exact messages. */
export const bookingFieldsSchema = z.object({
  firstName: personNameSchema('First name is required', 'First name'),
  lastName: personNameSchema('Last name is required', 'Last name'),
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
