import { expect } from 'vitest';
import { type CompanyFacts, computeDeadlines } from '../deadline-rules.js';

// The rule tests' shorthands: a Delaware corporation's facts, and one rule's deadlines for them.

export const corp = (facts: Partial<CompanyFacts> = {}): CompanyFacts => ({
  entity: 'c-corp',
  formationState: 'DE',
  formedOn: '2026-11-02',
  paysContractors: false,
  hasEmployees: false,
  fiscalYearEndMonth: 12,
  ...facts,
});

/** The due days of one rule for these facts on `today`. */
export const due = (ruleId: string, facts: CompanyFacts, today: string) =>
  computeDeadlines(facts, today)
    .filter((d) => d.ruleId === ruleId)
    .map((d) => d.dueOn);

export const one = (ruleId: string, facts: CompanyFacts, today: string) => {
  const found = computeDeadlines(facts, today).filter((d) => d.ruleId === ruleId);
  expect(found).toHaveLength(1);
  return found[0]!;
};
