import type { Day } from '../../common/calendar-days.js';
import type { CompanyFacts } from './company-facts.js';

export interface RuleSource {
  name: string;
  url: string;
}

/** How a due date on a weekend or holiday moves, if it does. */
export type Shift = 'irs-next-business-day' | 'sec-next-business-day' | 'state-next-business-day' | 'none';

/** A rule of the plan: its words and source (content) joined to its dates (code). */
export interface DeadlineRule {
  id: string;
  /** The checklist task that explains the filing. */
  taskSlug: string;
  title: string;
  source: RuleSource;
  lastVerified: Day;
  shift: Shift;
  /** Why this rule is in the plan, in the founder's terms. */
  because(facts: CompanyFacts): string;
  /** Nominal due days (before any weekend shift) that matter around `today`; none when the rule does not apply. */
  dueDays(facts: CompanyFacts, today: Day): Day[];
  /** What to do when the day has passed (one-off filings only; recurring ones show the next due day). */
  ifMissed?: string;
  /** What must hold for it to be owed, after "if", when the answers leave it open: shown as conditional, never as missed or next. */
  condition?: (facts: CompanyFacts) => string | undefined;
}

/**
 * The code half of a federal filing rule: when it is due. Its words (title, reasons, source) are the entry of
 * services/content/filing-rules.yaml with the same id; `notes` names the parts of those words that apply to a company.
 */
export interface FilingRuleDates {
  id: string;
  shift: Shift;
  dueDays(facts: CompanyFacts, today: Day): Day[];
  /** The YAML's named notes, each added to the reason when its test holds. */
  notes?: Readonly<Record<string, (facts: CompanyFacts) => boolean>>;
  /** When the YAML's `condition` applies (the rule is then conditional); every time when the YAML has one and this is unset. */
  conditionalWhen?: (facts: CompanyFacts) => boolean;
}

export type DeadlineStatus = 'missed' | 'due-soon' | 'upcoming';

export interface Deadline {
  ruleId: string;
  taskSlug: string;
  title: string;
  /** The day it is due, after any move for a weekend or holiday. */
  dueOn: Day;
  /** The day the rule names, when a weekend or holiday moved it. */
  movedFrom: Day | null;
  /** When it moved: the last business day before the day the rule names (the Friday before a weekend), to mail by. */
  mailBy: Day | null;
  daysLeft: number;
  status: DeadlineStatus;
  recurring: boolean;
  because: string;
  ifMissed: string | null;
  /** Set for an obligation owed only if this holds (after "if"). */
  condition: string | null;
  source: RuleSource;
  lastVerified: Day;
}
