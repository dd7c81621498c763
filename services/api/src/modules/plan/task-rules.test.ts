import type { QuizAnswers } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { registrationStates } from './deadline-rules.js';
import { companyFacts, taskFit } from './task-rules.js';

/** A Delaware corporation whose two founders work in California and that hires nobody yet. */
const delawareFromCalifornia: QuizAnswers = {
  entity: 'c-corp',
  formationState: 'DE',
  formedOn: '2026-10-01',
  founderCount: 2,
  founderStockGranted: false,
  stage: 'pre-revenue',
  paysContractors: false,
  hiresEmployees: false,
  workStates: ['CA'],
  fundraising: 'none',
  sellsOnline: false,
  fiscalYearEndMonth: 12,
};

describe('registering where the team works (foreign qualification)', () => {
  it('tells a Delaware corporation run by founders in California to register in California', () => {
    const fit = taskFit('foreign-qualify-in-home-state', delawareFromCalifornia);
    expect(fit.applies).toBe(true);
    expect(fit.reason).toContain('formed in Delaware');
    expect(fit.reason).toContain('California');
    expect(fit.reason).toMatch(/register/);
    expect(fit.reason).not.toContain('works where the company was formed');
  });

  it('counts the states where employees will work too', () => {
    const fit = taskFit('foreign-qualify-in-home-state', { ...delawareFromCalifornia, workStates: ['DE'], hiresEmployees: true, employeeStates: ['NY'] });
    expect(fit).toMatchObject({ applies: true });
    expect(fit.reason).toContain('New York');
  });

  it('does not apply when everyone works in the state of formation', () => {
    const fit = taskFit('foreign-qualify-in-home-state', { ...delawareFromCalifornia, formationState: 'CA', workStates: ['CA'] });
    expect(fit).toEqual({ applies: false, reason: 'your team works where the company was formed (California)' });
  });

  it('does not claim the team works where the company was formed when older answers never said where it works', () => {
    const older = { ...delawareFromCalifornia, workStates: undefined };
    const fit = taskFit('foreign-qualify-in-home-state', older);
    expect(fit.applies).toBe(true);
    expect(fit.reason).toMatch(/^if anyone works outside Delaware/);
  });

  it('lists the states where the company must register: the state of formation, then where people work', () => {
    expect(registrationStates(companyFacts(delawareFromCalifornia))).toEqual(['DE', 'CA']);
    expect(registrationStates(companyFacts({ ...delawareFromCalifornia, hiresEmployees: true, employeeStates: ['CA', 'TX'] }))).toEqual(['DE', 'CA', 'TX']);
    expect(registrationStates(companyFacts({ entity: 'not-formed', workStates: ['CA'] }))).toEqual(['CA']);
  });

  it('names those states in the state-tax task', () => {
    expect(taskFit('register-for-state-taxes', delawareFromCalifornia).reason).toContain('Delaware and California');
  });
});

describe('a foreign owner (issue 33)', () => {
  const foreignLlc: QuizAnswers = { entity: 'llc', formationState: 'DE', formedOn: '2026-05-11', founderCount: 1, foreignOwner: true, workStates: [] };

  it('tells a foreign-owned single-member LLC about Form 5472 and its pro forma 1120', () => {
    expect(taskFit('file-federal-income-tax-return', foreignLlc).reason).toMatch(/Form 5472 with a pro forma Form 1120/);
    expect(taskFit('file-federal-income-tax-return', { ...foreignLlc, founderCount: 2 }).reason).toMatch(/Form 1065/);
    expect(taskFit('file-federal-income-tax-return', { ...foreignLlc, foreignOwner: false }).reason).toMatch(/owner’s return/);
  });

  it('sends a founder without an SSN to Form SS-4 by fax, and says a US-formed company files no BOI report', () => {
    expect(taskFit('get-an-ein', foreignLlc).reason).toMatch(/SS-4 by fax/);
    expect(taskFit('check-boi-reporting-status', foreignLlc).reason).toMatch(/formed in the US still files no BOI report/);
  });

  it('explains how to register in New York for a Delaware LLC whose team works there', () => {
    expect(taskFit('foreign-qualify-in-home-state', { ...foreignLlc, founderCount: 2, foreignOwner: false, workStates: ['NY'] }).reason).toMatch(
      /in New York, apply for authority .*Certificate of Publication/,
    );
  });
});

describe('an LLC has no stock (issue 43, the outside walk)', () => {
  const llc: QuizAnswers = { entity: 'llc', formationState: 'DE', formedOn: '2026-05-11', founderCount: 2, workStates: [] };

  it('hides the founder-stock payment and purchase agreements, and says QSBS does not apply', () => {
    expect(taskFit('pay-for-founder-stock', llc)).toMatchObject({ applies: false });
    expect(taskFit('sign-founder-stock-purchase-agreements', llc)).toMatchObject({ applies: false });
    expect(taskFit('set-record-retention-and-track-qsbs', llc).reason).toMatch(/QSBS is for C-corporation stock only/);
    expect(taskFit('pay-for-founder-stock', { ...llc, entity: 'c-corp' })).toMatchObject({ applies: true });
  });
});

describe("a state's own task (Delaware's annual report and tax), from Delaware's records", () => {
  const task = 'file-delaware-annual-report-and-franchise-tax';
  it('names the record that makes it apply and its day, for a corporation formed there and an LLC registered there', () => {
    expect(taskFit(task, { entity: 'c-corp', formationState: 'DE', formedOn: '2026-01-05' })).toEqual({
      applies: true,
      reason: 'because your company is formed in Delaware: file the Delaware annual report and pay franchise tax, every year by March 1',
    });
    // A Wyoming LLC whose founders work in Delaware registers there, and owes Delaware's LLC tax too.
    const llc = taskFit(task, { entity: 'llc', formationState: 'WY', formedOn: '2026-01-05', workStates: ['DE'] });
    expect(llc.applies).toBe(true);
    expect(llc.reason).toMatch(/^because your company is formed or registered in Delaware: pay the Delaware LLC annual tax \(\$300\), every year by June 1/);
  });

  it('leaves it out elsewhere, and keeps it for a company not formed yet', () => {
    expect(taskFit(task, { entity: 'c-corp', formationState: 'CA', formedOn: '2026-01-05', workStates: ['CA'] })).toEqual({
      applies: false,
      reason: 'your company is not formed or registered in Delaware',
    });
    expect(taskFit(task, { entity: 'not-formed' })).toEqual({ applies: true, reason: 'if you form or register in Delaware' });
  });
});
