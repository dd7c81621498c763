import { loadAssistant } from '@launchops/content';
import { describe, expect, it } from 'vitest';
import { compileRules, directAnswer, directAnswers, questionParts } from './answer-rules.js';
import { amountIn, amountsIn, dateIn, vestingIn, yearIn } from './question-slots.js';

// The rules as shipped (services/content/assistant/answers.yaml): these tests check the data as well as the code.
const { answers } = await loadAssistant();
const rules = compileRules(answers.rules);
const today = new Date(Date.UTC(2026, 10, 27));
const answer = (question: string) => directAnswer(question, rules, today);

describe("the question's specifics", () => {
  it('reads amounts, years, dates and vesting durations', () => {
    expect(amountIn('paid a freelance designer $1,500 total')).toBe(1500);
    expect(amountIn('about $2.5k')).toBe(2500);
    expect(amountIn('1200 dollars')).toBe(1200);
    expect(amountIn('on January 20')).toBeUndefined();
    expect(amountsIn('$250k into a safe at a $5M cap, then $1 million more')).toEqual([250_000, 5_000_000, 1_000_000]);
    // A bare "250k" or "1.2M" is a founder's shorthand for dollars, unless it counts shares or users.
    expect(amountsIn('angel put in 250k on a 5M post-money safe')).toEqual([250_000, 5_000_000]);
    expect(amountsIn('we just raised 1.2M')).toEqual([1_200_000]);
    expect(amountsIn('we have 10M authorized shares and 5k users')).toEqual([]);
    expect(yearIn('in 2025', today, 2026)).toBe(2025);
    expect(yearIn('last year', today, 2026)).toBe(2025);
    expect(yearIn('no year', today, 2026)).toBe(2026);
    expect(dateIn('granted on 2026-11-05', today)?.toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(dateIn('granted November 5, 2026', today)?.toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(dateIn('granted 5 nov', today)?.toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(dateIn('2026-02-30', today)).toBeUndefined();
    // A US month/day after a weekday or a word that introduces a day; a fraction is not a date.
    expect(dateIn('first day is monday 3/2', today)?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(dateIn('she started on 11/5/2025', today)?.toISOString()).toBe('2025-11-05T00:00:00.000Z');
    expect(dateIn('she owns 1/3 of the company', today)).toBeUndefined();
    // A weekday ahead of today (Friday November 27, 2026): "this monday" and "next monday" are the coming one.
    expect(dateIn('our first employee starts this monday', today)?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(dateIn('starting next friday', today)?.toISOString()).toBe('2026-12-04T00:00:00.000Z');
    expect(dateIn('if they start on a monday', today)?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(dateIn('day 30 lands on a sunday', today)).toBeUndefined();
    expect(vestingIn('quitting 8 months in, 4-year vesting with a 1-year cliff')).toEqual({ elapsed: 8, total: 48, cliff: 12 });
    expect(vestingIn('fired after two years of a 4 year vest')).toEqual({ elapsed: 24, total: 48 });
    expect(vestingIn('walking away at month 3 with a one year cliff')).toEqual({ elapsed: 3, cliff: 12 });
  });
});

describe('directAnswer', () => {
  it('compares a 1099 payment with the threshold of its year', () => {
    expect(answer('paid a freelance designer $1,500 total in 2026, do I have to send a 1099?')?.text).toMatch(
      /^No: \$1,500 paid in 2026 is under the \$2,000 threshold/,
    );
    // January 31, 2026 was a Saturday, January 31, 2027 a Sunday: the day moves as the plan moves it (the audit, finding 14).
    expect(answer('paid a developer $900 in 2025, 1099 or not?')?.text).toMatch(/^Yes: \$900 paid in 2025 reaches the \$600 threshold.*by February 2, 2026/);
    expect(answer('paid a contractor $2,500 in 2026, do i need a 1099')?.text).toMatch(/by February 1, 2027/);
    expect(answer('we paid a consultant exactly $2,000 in 2026, 1099?')?.text).toMatch(/^Yes/);
    expect(answer('when are 1099s due')?.text).toMatch(/\$600.*\$2,000.*January 31/);
  });

  it('compares months elapsed with the vesting cliff and schedule', () => {
    const early = answer('cofounder is quitting 8 months in, 4-year vesting with a 1-year cliff, does she keep anything?')!.text;
    expect(early).toMatch(/^Nothing has vested/);
    expect(early).toMatch(/repurchase all of the unvested shares/);
    expect(answer('my cofounder leaves after 18 months, 4 year vesting 1 year cliff')!.text).toMatch(/18\/48 of the shares \(37\.5 %\).*unvested 62\.5 %/);
    expect(answer('cofounder leaving after 5 years on a 4 year vesting schedule')!.text).toMatch(/every share has vested/);
    expect(answer('what is a typical founder vesting schedule')!.text).toMatch(/4 years with a 1-year cliff/);
  });

  it('dates the 83(b) deadline and moves a weekend day with the safe date before it', () => {
    expect(answer('shares granted on 2026-11-05, when is the 83(b) deadline')!.text).toMatch(
      /December 5, 2026, a Saturday: the last day moves to the next business day, but mail by the Friday before \(IRC §7503\): December 7, 2026 at the latest, December 4, 2026 to be safe/,
    );
    expect(answer('stock granted 2026-03-10, 83b due when')!.text).toMatch(/^File the 83\(b\) election by April 9, 2026 \(Thursday\)/);
    expect(answer('what is the 83(b) deadline')!.text).toMatch(/30 days.*no extension/);
  });

  it('points a scary Delaware notice to the assumed-par-value method and the $400 minimum', () => {
    expect(answer('got a notice saying we owe $85,165 franchise tax, we have 10M authorized shares')!.text).toMatch(
      /assumed par value capital method.*\$400 minimum/,
    );
    expect(answer('delaware llc annual tax how much')!.text).toMatch(/\$300.*June 1/);
  });

  it('quotes the session price and length from the content (advisor.yaml; test/chat-answers.test.ts changes it)', () => {
    expect(answer('how much does a session with the advisor cost?')!.text).toMatch(/costs \$150 and lasts 60 minutes/);
    // A consultant paid by the company is a 1099 question, not the advisor's price.
    expect(answer('we paid a consultant $2,500 in 2026, 1099?')!.rule.id).toBe('form-1099-nec-threshold');
  });
});

describe('directAnswer with business days', () => {
  it('moves an 83(b) day 30 that is a weekday federal holiday, as the plan does (the audit, finding 7)', () => {
    // Granted June 3, 2026: day 30 is Friday, July 3, Independence Day observed; the last day is Monday, July 6, and the
    // post office is closed on the 3rd, so mail by Thursday, July 2.
    const text = answer('founder stock granted on 2026-06-03, when is my 83(b) deadline')?.text ?? '';
    expect(text).toMatch(/July 3, 2026, a Friday and a federal holiday/);
    expect(text).toMatch(/July 6, 2026 at the latest, July 2, 2026 to be safe/);
  });

  it("counts I-9 Section 2's three business days as weekdays, the days an employer is open (the audit, finding 6)", () => {
    expect(answer("new employee's first day is monday 3/2. whats my deadline to do section 2 of the i-9")?.text).toMatch(
      /within 3 business days of the first day of work on March 2, 2026: by March 5, 2026 \(Thursday\)/,
    );
    // Thursday December 31, 2026: Friday, January 1 (a holiday the business may be open on), then Monday and Tuesday.
    expect(answer('first day of work 2026-12-31, when is the i-9 section 2 due')?.text).toMatch(/by January 5, 2027 \(Tuesday\)/);
    expect(answer('when is the I-9 due')?.text).toMatch(/within 3 business days of the start/);
  });

  it("leaves a worker's classification to the guides, not the 1099 threshold", () => {
    expect(answer('full-time dev on a 1099 who works set hours on our laptop, is that ok')).toBeUndefined();
    expect(answer('do i need a 1099 for a designer i paid $2,500')?.rule.id).toBe('form-1099-nec-threshold');
  });

  it("answers a founder abroad with the foreign founder's path", () => {
    const line = answer('both founders live in germany, no ssn. how do we get an EIN?')?.text;
    expect(line).toMatch(/Form\s+SS-4 sent by fax/);
    expect(line).toMatch(/ITIN \(Form W-7\)/);
  });
});

describe('directAnswer in everyday words', () => {
  it('hears tax and payroll forms asked for in everyday words', () => {
    const expected: Array<[string, string]> = [
      ['I am based in India and own a Wyoming LLC with no income, what must I send the IRS', 'form-5472'],
      ['which form does a new employee fill in for federal tax withholding', 'form-w4'],
      ['our designer refuses to send a w-9, can we still pay her', 'form-w9-missing-tin'],
      ['we hired someone last week, do we have to notify the state', 'new-hire-report'],
      ['is federal unemployment tax higher for california payroll', 'futa-california'],
      ['we are a delaware llc, what do we pay delaware each year', 'delaware-llc-tax'],
      ['a delaware corp with a team in california: what minimum california tax applies', 'california-minimum-franchise-tax'],
    ];
    for (const [question, id] of expected) expect(answer(question)?.rule.id, question).toBe(id);
    // A US state is not abroad.
    expect(answer('we live in texas and own a delaware llc, what do we file')?.rule.id).not.toBe('form-5472');
  });

  it("quotes the trademark fee, the insurance a startup needs and the plans' prices when asked in other words", () => {
    expect(answer('what is the uspto fee to register a logo')!.text).toMatch(/\$350 per class/);
    expect(answer('which insurance policies should we buy')!.text).toMatch(/general liability.*D&O.*cyber/);
    expect(answer('do we need health insurance for the team')?.rule.id).not.toBe('business-insurance');
    expect(answer('what does our privacy policy need to cover')?.rule.id).not.toBe('business-insurance');
    expect(answer('how much does a tax expert charge to do our books')?.rule.id).not.toBe('session-price');
    expect(answer('which form do we file for payroll withholding each quarter')?.rule.id).not.toBe('form-w4');
    expect(answer('is basic cheaper than pro')!.rule.id).toBe('plans');
  });

  it("computes a post-money SAFE's ownership from the investment and the cap, in either order", () => {
    expect(answer('we took $250k on a safe at a $5M post-money cap, what stake does the investor own')!.text).toMatch(/\$250,000 on a \$5,000,000 cap is 5 %/);
    expect(answer('a $12 million valuation cap safe for $300,000, how much of the company is that in percent')!.text).toMatch(/is 2\.5 %/);
    expect(answer('how does a safe cap set the investor percentage')!.text).toMatch(/investment divided by the post-money valuation cap/);
  });
});

describe('directAnswer and its templates', () => {
  it('has no rule for what the guides do not cover', () => {
    for (const question of ["what's the weather in Austin", 'how do i bake sourdough bread', 'who won the super bowl'])
      expect(answer(question), question).toBeUndefined();
  });

  it('fills every placeholder of every template', () => {
    const questions = [
      'how much is a session',
      'how long is a session',
      'cancel my session',
      'paid $100 in 2025 1099',
      'paid $5,000 in 2026 1099',
      '1099',
      'sales tax $50,000',
      'sales tax $500,000',
      'sales tax',
      'vesting 3 months',
      'vesting 20 months',
      'vesting 60 months',
      'vesting',
      '83b granted 2026-11-05',
      '83b granted 2026-11-02',
      '83b',
      'safe $500k at a $10m cap percent',
      'safe cap percent',
    ];
    for (const question of questions) expect(answer(question)?.text ?? '', question).not.toMatch(/\{\w+\}/);
    for (const rule of answers.rules) if (rule.kind === 'fact') expect(rule.answer, rule.id).not.toMatch(/\{/);
  });
});

describe('runway from the cash and the burn', () => {
  it('divides the cash by the monthly burn', () => {
    expect(answer('$1.2M in the bank, net burn around 80k/mo. how much runway is that')?.text).toMatch(
      /^With \$1,200,000 in the bank and a net burn of \$80,000 a month, your runway is about 15 months/,
    );
    expect(answer('what is runway')?.text).toMatch(/^Runway is the cash in the bank divided by the net monthly burn/);
  });
});

describe('a message of several questions', () => {
  it('splits a message into its questions', () => {
    expect(questionParts('when is the 941 due? and what about the 940')).toEqual(['when is the 941 due', 'and what about the 940']);
    expect(questionParts('we pay a contractor $3,000 and what do we file')).toEqual(['we pay a contractor $3,000', 'what do we file']);
    expect(questionParts('how much does a session cost')).toEqual(['how much does a session cost']);
  });

  it('answers each of two questions with its own rule, once each', () => {
    const lines = directAnswers('how much does a session with the advisor cost? and can i cancel a session and get a refund', rules, today);
    // The message as a whole asks about cancelling; its first question about the price.
    expect(lines.map((line) => line.rule.id)).toEqual(['session-cancel', 'session-price']);
    expect(directAnswers('how much does a session with the advisor cost?', rules, today)).toHaveLength(1);
  });
});
