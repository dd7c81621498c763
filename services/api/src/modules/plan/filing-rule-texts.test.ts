import { describe, expect, it } from 'vitest';
import { loadFilingRules } from '@launchops/content';
import { FEDERAL_RULE_DATES, computeDeadlines } from './deadline-rules.js';
import { filingRuleMismatches, withTexts } from './filing-rule-texts.js';

const texts = loadFilingRules();

describe('filing-rules.yaml and the rules in code', () => {
  it('name the same rules and the same notes', () => {
    expect(filingRuleMismatches(FEDERAL_RULE_DATES, texts)).toEqual([]);
  });

  it('fail when a rule in code has no words, or the YAML names a rule the code lacks', () => {
    const withoutFormD = Object.fromEntries(Object.entries(texts).filter(([id]) => id !== 'form-d'));
    expect(filingRuleMismatches(FEDERAL_RULE_DATES, withoutFormD)).toEqual(['filing-rules.yaml: the plan\'s rule "form-d" has no entry']);
    const extra = { ...texts, 'form-9999': texts['form-d']! };
    expect(filingRuleMismatches(FEDERAL_RULE_DATES, extra)).toEqual(['filing-rules.yaml: "form-9999" names no rule of the plan']);
    expect(() => withTexts(FEDERAL_RULE_DATES, extra)).toThrow('"form-9999" names no rule of the plan');
  });

  it('fail when a note or a placeholder is named on one side only', () => {
    const noNote = { ...texts, 'form-1120': { ...texts['form-1120']!, notes: undefined } };
    expect(filingRuleMismatches(FEDERAL_RULE_DATES, noNote)).toEqual(['filing-rules.yaml: "form-1120.notes" names [], the plan\'s rule [foreign-owner]']);
    const typo = { ...texts, 'form-d': { ...texts['form-d']!, because: 'because of {{sale-day}}' } };
    expect(filingRuleMismatches(FEDERAL_RULE_DATES, typo)).toEqual(['filing-rules.yaml: "form-d.because": {{sale-day}} is not filled by the plan']);
  });

  it('fill every placeholder of every reason the plan gives', () => {
    for (const entity of ['c-corp', 'llc'] as const)
      for (const foreignOwner of [false, true]) {
        const deadlines = computeDeadlines(
          {
            entity,
            formationState: 'DE',
            formedOn: '2026-10-05',
            founderStockGrantedOn: '2026-10-20',
            firstSecuritiesSaleOn: '2026-11-02',
            paysContractors: true,
            hasEmployees: true,
            nextEmployeeStartsOn: '2026-12-01',
            fiscalYearEndMonth: 12,
            workStates: ['CA'],
            founderCount: foreignOwner ? 1 : 2,
            foreignOwner,
            valuation409aOn: '2026-10-10',
          },
          '2026-11-27',
        );
        expect(deadlines.length).toBeGreaterThan(10);
        for (const d of deadlines) expect(d.because, d.ruleId).not.toMatch(/\{\{|undefined|Invalid/);
      }
  });
});
