import { z } from 'zod/mini';
import { bookingDayFieldSchema } from './booking-day.js';
import { isoDateSchema, isoDateTimeSchema } from './common.js';
import { BOOKING_TIMES } from './consulting.js';
import { questionnaireAnswersSchema } from './consulting-manage.js';
import { oneLine } from './text-checks.js';

// The advisor's console: days off, the sessions and their outcomes.

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
