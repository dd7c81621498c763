import type { StateRule } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { describeStateDue as describeDue } from '@launchops/contracts';
import { entityIn, factUnit, productUnit, stateOfFact, stateRuleUnit, statesIn, stateSummary } from './fact-units.js';

const florida: StateRule = {
  id: 'florida-annual-report',
  state: 'FL',
  kind: 'formation',
  scope: 'registered',
  entities: ['c-corp', 'llc'],
  title: 'File the Florida annual report',
  taskSlug: 'register-for-state-taxes',
  due: { kind: 'yearly', month: 5, day: 1 },
  why: 'is formed or registered in Florida (a report filed after May 1 carries a $400 late fee)',
  shift: 'none',
  source: 'Florida Division of Corporations (Sunbiz): annual report',
  sourceUrl: 'https://dos.fl.gov/sunbiz/manage-business/efile/annual-report/',
  lastVerified: '2026-11-27',
};

describe('the states and entity a question names', () => {
  it('reads names, codes and nicknames, not everyday words that look like codes', () => {
    expect(statesIn('florida annual report deadline')).toEqual(['FL']);
    expect(statesIn('ny llc publication requirement')).toEqual(['NY']);
    expect(statesIn('We are a Delaware corp with founders in CA')).toEqual(['DE', 'CA']);
    expect(statesIn('we are in oakland, incorporated in delaware')).toEqual(['CA', 'DE']);
    expect(statesIn('just formed an llc in cali')).toEqual(['CA']);
    // "co", "de", "in", "me", "or", "ma" are words before they are states.
    expect(statesIn('my co-founder and me or a friend in de facto terms, ma')).toEqual([]);
    expect(statesIn('an office in Washington, DC')).toEqual(['DC']);
    expect(statesIn('payroll in west virginia')).toEqual(['WV']);
    expect(statesIn('arkansas')).toEqual(['AR']);
  });

  it('reads the entity type only when the question names one', () => {
    expect(entityIn('our texas llc')).toBe('llc');
    expect(entityIn('massachusetts corp annual report')).toBe('c-corp');
    expect(entityIn('delaware c-corp or llc?')).toBeUndefined();
    expect(entityIn('when is the annual report due')).toBeUndefined();
  });
});

describe('a state filing in words', () => {
  it('says when each kind of due date falls', () => {
    expect(describeDue({ kind: 'yearly', month: 5, day: 1 }, 'registered')).toBe('every year by May 1');
    expect(describeDue({ kind: 'days-after-start', days: 120 }, 'registered')).toBe('within 120 days of forming or registering there');
    expect(describeDue({ kind: 'days-after-start', days: 0 }, 'sales')).toBe('on the day of the first sale there');
    expect(describeDue({ kind: 'anniversary-month-end', everyYears: 1, monthOffset: -1 }, 'registered')).toBe(
      'every year before the first day of the month it was formed or registered in',
    );
    expect(describeDue({ kind: 'anniversary-month-end', everyYears: 2, monthOffset: 0 }, 'registered')).toBe(
      'every 2 years by the end of the month it was formed or registered in',
    );
    expect(describeDue({ kind: 'anniversary-month-end', everyYears: 1, monthOffset: 2 }, 'registered')).toBe(
      'every year by the end of the second month after the month it was formed in',
    );
    expect(describeDue({ kind: 'after-tax-year-end', month: 3, day: 15 }, 'registered')).toBe(
      'after each tax year ends (by March 15 for a calendar-year company)',
    );
  });

  it("states the filing, its date and the content's reason, with its source and page", () => {
    const unit = stateRuleUnit(florida, { title: 'Register for state taxes', url: '/checklist/tax?task=register-for-state-taxes' });
    expect(unit.text).toBe(
      'Florida: file the Florida annual report, every year by May 1; it applies when the company is formed or registered in Florida (a report filed after May 1 carries a $400 late fee).',
    );
    expect(unit).toMatchObject({ state: 'FL', entities: ['c-corp', 'llc'], sourceUrl: florida.sourceUrl });
    expect(stateRuleUnit({ ...florida, entities: ['llc'], shift: 'next-business-day' }).text).toMatch(
      /^Florida \(for an LLC\): .* A due date on a weekend or holiday moves to the next business day\.$/,
    );
  });

  it('gives a shared fact its state from its id, and its wording as a sentence', () => {
    expect(stateOfFact('california-minimum-franchise-tax')).toBe('CA');
    expect(stateOfFact('new-york-llc-publication')).toBe('NY');
    expect(stateOfFact('83b-deadline')).toBeUndefined();
    const unit = factUnit({
      id: 'weekend-holiday-rule',
      wording: 'the last day moves to the next business day',
      source: 'IRC §7503',
      lastVerified: '2026-11-27',
    });
    expect(unit.text).toBe('The last day moves to the next business day.');
    expect(unit.state).toBeUndefined();
  });
});

describe("a state's filings as a whole, and a product's price", () => {
  const washington: StateRule = {
    ...florida,
    id: 'washington-initial-report',
    state: 'WA',
    title: 'File the Washington initial report',
    due: { kind: 'days-after-start', days: 120 },
    why: 'is formed or registered in Washington, where the initial report is due within 120 days',
  };
  const llcOnly: StateRule = {
    ...florida,
    id: 'florida-llc-thing',
    entities: ['llc'],
    title: 'Pay the Florida LLC thing',
    why: 'is an LLC (formed under chapter 605)',
  };

  it("lists the state's filings for the entity named, with the asides that say what they cost", () => {
    expect(stateSummary('FL', [florida, washington, llcOnly], 'c-corp')).toBe(
      'Florida asks a corporation formed or registered there to: file the Florida annual report, every year by May 1 (a report filed after May 1 carries a $400 late fee).',
    );
    expect(stateSummary('FL', [florida, llcOnly])).toMatch(/; pay the Florida LLC thing \(LLCs only\), every year by May 1\.$/);
    expect(stateSummary('TX', [florida, washington])).toBeUndefined();
  });

  it("states a product's price in its own words, with its page when it is reviewed", () => {
    const unit = productUnit({
      id: 'stripe-atlas',
      name: 'Stripe Atlas',
      description: "Stripe's online service for forming a Delaware C corporation or LLC.",
      link: 'https://stripe.com/atlas',
      pricing: '$500 one-time setup fee; registered agent renewal and state fees apply after the first year',
      priceModel: 'Paid',
      category: 'legal',
      tags: [],
      icon: 'document',
      views: ['software', 'tools'],
    } as unknown as Parameters<typeof productUnit>[0]);
    expect(unit.text).toBe(
      "Stripe Atlas costs: $500 one-time setup fee; registered agent renewal and state fees apply after the first year. Stripe's online service for forming a Delaware C corporation or LLC.",
    );
    expect(unit.page).toEqual({ title: 'Stripe Atlas', url: '/software/stripe-atlas' });
  });
});

describe('a state record read in a sentence (the walk: "delaware franchise tax" in lower case)', () => {
  it("keeps the capital of a title that starts with a state's name, and lowers a verb's", () => {
    const record = (title: string): StateRule => ({ ...florida, title });
    expect(stateRuleUnit(record('Delaware franchise tax: second instalment (20 %)')).text).toMatch(/^Florida: Delaware franchise tax: second instalment/);
    expect(stateRuleUnit(record('New York City business taxes')).text).toMatch(/^Florida: New York City business taxes/);
    expect(stateRuleUnit(record('File the Florida annual report')).text).toMatch(/^Florida: file the Florida annual report/);
  });
});
