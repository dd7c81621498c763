import { z } from 'zod/mini';
import { isoDateSchema, isoDateTimeSchema, emailAddressSchema } from './common.js';

/** The 50 states and the District of Columbia, by postal code. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type UsState = keyof typeof US_STATES;
const stateCodes = Object.keys(US_STATES) as [UsState, ...UsState[]];

export const ENTITY_TYPES = ['c-corp', 'llc', 'not-formed'] as const;
export const COMPANY_STAGES = ['idea', 'pre-revenue', 'revenue'] as const;
export const FUNDRAISING_KINDS = ['none', 'safe', 'priced-round'] as const;

const stateSchema = z.enum(stateCodes, { error: 'Please choose a US state' });
const stateListSchema = z.array(stateSchema).check(z.maxLength(51, 'At most 51 states'));
const daySchema = isoDateSchema;

/**
 * The readiness quiz's answers. Every field is optional while the quiz is in progress (it is saved after
 * each screen, so a founder can leave and come back); `completedAt` is set when they finish.
 */
export const quizAnswersSchema = z.strictObject({
  entity: z.optional(z.enum(ENTITY_TYPES, { error: 'Please choose how the company is set up' })),
  formationState: z.optional(stateSchema),
  formedOn: z.optional(daySchema),
  founderCount: z.optional(z.int().check(z.minimum(1, 'At least one founder'), z.maximum(20, 'At most 20 founders'))),
  founderStockGranted: z.optional(z.boolean()),
  /** Whether any owner (founder or member) is a foreign person: not a US citizen or resident. */
  foreignOwner: z.optional(z.boolean()),
  /** The day of the company's last 409A valuation, if it has one: it is good for 12 months. */
  valuation409aOn: z.optional(daySchema),
  founderStockGrantedOn: z.optional(daySchema),
  stage: z.optional(z.enum(COMPANY_STAGES, { error: 'Please choose a stage' })),
  paysContractors: z.optional(z.boolean()),
  hiresEmployees: z.optional(z.boolean()),
  employeeStates: z.optional(stateListSchema),
  /** Where the founders (and anyone already on the team) work; with `employeeStates`, where the company must register. */
  workStates: z.optional(stateListSchema),
  nextEmployeeStartsOn: z.optional(daySchema),
  fundraising: z.optional(z.enum(FUNDRAISING_KINDS, { error: 'Please choose how you raise money' })),
  firstSecuritiesSaleOn: z.optional(daySchema),
  sellsOnline: z.optional(z.boolean()),
  salesTaxStates: z.optional(stateListSchema),
  /** Where the company sells (customers, stock or sales people there): each may ask for a sales-tax registration. */
  salesStates: z.optional(stateListSchema),
  /** The day of the first sale in those states (past or planned): the registrations are due by then. */
  firstSaleOn: z.optional(daySchema),
  /** Whether the company has elected to be taxed as an S corporation (filed Form 2553): it then files Form 1120-S. */
  sElection: z.optional(z.boolean()),
  fiscalYearEndMonth: z.optional(z.int().check(z.minimum(1, 'Choose a month'), z.maximum(12, 'Choose a month'))),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

export const saveQuizAnswersInputSchema = z.strictObject({
  answers: quizAnswersSchema,
  /** True when the founder finishes the quiz (the plan is then shown). */
  complete: z._default(z.optional(z.boolean()), false),
});
export type SaveQuizAnswersInput = z.input<typeof saveQuizAnswersInputSchema>;

/**
 * The readiness quiz's questions, in the order it asks them (the review screen is not one). A few are asked only when
 * an earlier answer makes them relevant. Pages count the questions from here, never by hand.
 */
export const QUIZ_QUESTIONS = [
  'entity',
  'formation',
  'founders',
  'workplaces',
  'stage',
  'people',
  'employees',
  'fundraising',
  'selling',
  'fiscal-year',
] as const;
export type QuizQuestion = (typeof QUIZ_QUESTIONS)[number];

export const DEADLINE_STATUSES = ['missed', 'due-soon', 'upcoming'] as const;

export const deadlineSchema = z.object({
  ruleId: z.string(),
  taskSlug: z.string(),
  title: z.string(),
  dueOn: daySchema,
  /** The day the rule names, when a weekend or holiday moved it. */
  movedFrom: z.nullable(daySchema),
  /** When a weekend or holiday moved the day: the last business day before the day the rule names (contracts 1.3). */
  mailBy: z.optional(z.nullable(daySchema)),
  /**
   * When a weekend or holiday moved the day: what that means, with the wording of the weekend rule (facts.yaml) and
   * both days, as the plan page, the calendar feed and the reminders say it (contracts 1.3).
   */
  moveNote: z.optional(z.nullable(z.string())),
  daysLeft: z.int(),
  status: z.enum(DEADLINE_STATUSES),
  /** A filing due every year or quarter; a one-off one (83(b), Form D, I-9) is done once its task is. */
  recurring: z.boolean(),
  because: z.string(),
  /** What to do now, for a one-off filing whose day has passed. */
  ifMissed: z.nullable(z.string()),
  /**
   * Set when the obligation is owed only if this holds, in words after "if" ("your Delaware franchise tax for the year
   * is $5,000 or more"): shown as conditional, never as missed or as the next deadline (contracts 1.4; absent before).
   */
  condition: z.optional(z.nullable(z.string())),
  source: z.object({ name: z.string(), url: z.string() }),
  lastVerified: daySchema,
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const planTaskSchema = z.object({
  itemId: z.int(),
  slug: z.string(),
  title: z.string(),
  categoryId: z.int(),
  categorySlug: z.string(),
  categoryName: z.string(),
  /** The task's place in the checklist's own order (categories, then tasks), from 0. */
  checklistOrder: z.optional(z.int()),
  completed: z.boolean(),
  /** False when the answers say the task does not concern this company (shown on request). */
  applies: z.boolean(),
  /** Why it is in the plan where it is, or why it is hidden. */
  reason: z.string(),
  /** The soonest deadline of the task, if it has one. */
  deadline: z.nullable(deadlineSchema),
});
export type PlanTask = z.infer<typeof planTaskSchema>;

export const planSchema = z.object({
  answers: quizAnswersSchema,
  /** When the quiz was finished; null while it is in progress. */
  completedAt: z.nullable(isoDateTimeSchema),
  updatedAt: z.nullable(isoDateTimeSchema),
  /** Tasks that apply, most urgent first, then in the order one unblocks the next; hidden ones last. */
  tasks: z.array(planTaskSchema),
  deadlines: z.array(deadlineSchema),
  summary: z.object({
    applicable: z.int(),
    completed: z.int(),
    hidden: z.int(),
    nextDeadline: z.nullable(deadlineSchema),
  }),
});
export type Plan = z.infer<typeof planSchema>;

/** The private calendar feed: https and webcal addresses of the same file. */
export const calendarFeedSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  createdAt: isoDateTimeSchema,
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedStateSchema = z.object({
  feed: z.nullable(calendarFeedSchema),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

export const feedTokenParamSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'That calendar address is not valid')),
});

/** Asks for e-mail reminders of the plan's deadlines (7 days and 1 day before); the address confirms first. */
export const planRemindersInputSchema = z.strictObject({
  email: emailAddressSchema(),
});
export type PlanRemindersInput = z.infer<typeof planRemindersInputSchema>;

export const PLAN_REMINDER_STATUSES = ['pending', 'confirmed'] as const;

/** The visitor's reminder subscription: null when there is none (never asked, or unsubscribed). */
export const planRemindersStateSchema = z.object({
  reminders: z.nullable(
    z.object({
      email: z.string(),
      /** pending until the link in the confirmation e-mail is followed. */
      status: z.enum(PLAN_REMINDER_STATUSES),
    }),
  ),
});
export type PlanRemindersState = z.infer<typeof planRemindersStateSchema>;
