export interface EvalQuestion {
  question: string;
  answers: string[];
  /** Written after the search was tuned on the others, and never tuned on: how well it does on new phrasing. */
  heldOut?: boolean;
  /** Held out and written later still, before the next change to the search (see HELD_OUT_FRESH). */
  fresh?: boolean;
  /** Held out and written before the guides' tasks were given the words founders use (see HELD_OUT_LATEST). */
  latest?: boolean;
  /** Held out and written last, before session 12's changes to the search (see HELD_OUT_NEXT). */
  next?: boolean;
}

/** The guides' articles (by slug) that the evaluation's questions name more than once. */
export const ENTITY = 'delaware-c-corp-or-llc-how-to-choose-your-startups-entity';
export const VESTING = 'founder-equity-and-vesting-splitting-ownership-without-regret';
export const EIGHTY_THREE_B = 'the-83b-election-step-by-step';
export const EIN_BANK = 'getting-an-ein-and-opening-your-startups-bank-account';
export const FRANCHISE = 'delaware-franchise-tax-why-the-first-bill-looks-scary-and-how-to-fix-it';
export const CONTRACTOR_PAPERS = 'form-1099-nec-and-contractor-paperwork-after-the-threshold-change';
export const CLASSIFY = 'employee-or-contractor-getting-worker-classification-right';
export const FIRST_HIRE = 'your-first-hire-the-compliance-checklist';
export const SAFES = 'safes-and-dilution-model-it-before-you-sign';
export const TAX_CALENDAR = 'the-startup-tax-calendar-every-deadline-in-one-place';
export const RUNWAY = 'runway-and-budgeting-for-early-stage-founders';
export const PAYROLL_RETURNS = 'payroll-returns-explained-forms-941-940-and-w-2';
