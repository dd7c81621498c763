import { describe, expect, it } from 'vitest';
import { numberWord, QUIZ_QUESTIONS } from '@launchops/contracts';
import { questionCountInWords, questionNumber, quizSteps, resumeStep, withoutStaleAnswers, withPickedStates, withStepDefaults } from './quiz-steps';

describe('quiz steps', () => {
  it('asks about formation and the tax year only of a formed company, and about employees only of one that hires', () => {
    expect(quizSteps({ entity: 'not-formed' })).toEqual(['entity', 'founders', 'workplaces', 'stage', 'people', 'fundraising', 'selling', 'review']);
    expect(quizSteps({ entity: 'c-corp', hiresEmployees: true })).toEqual([
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
      'review',
    ]);
  });

  it('resumes at the first screen not answered', () => {
    expect(resumeStep({})).toBe('entity');
    expect(resumeStep({ entity: 'llc', formationState: 'DE' })).toBe('formation');
    expect(resumeStep({ entity: 'not-formed', founderCount: 2, founderStockGranted: false })).toBe('workplaces');
    expect(resumeStep({ entity: 'not-formed', founderCount: 2, founderStockGranted: false, workStates: ['CA'] })).toBe('stage');
    expect(
      resumeStep({
        entity: 'not-formed',
        founderCount: 1,
        founderStockGranted: false,
        workStates: ['NY'],
        stage: 'idea',
        paysContractors: false,
        hiresEmployees: false,
        fundraising: 'none',
        sellsOnline: false,
      }),
    ).toBe('review');
  });

  it('needs the grant date when stock was granted', () => {
    expect(resumeStep({ entity: 'not-formed', founderCount: 2, founderStockGranted: true })).toBe('founders');
  });

  it('drops answers that an earlier change made irrelevant', () => {
    expect(
      withoutStaleAnswers({
        entity: 'not-formed',
        formationState: 'DE',
        formedOn: '2026-01-02',
        hiresEmployees: false,
        employeeStates: ['CA'],
        fundraising: 'none',
        firstSecuritiesSaleOn: '2026-02-01',
      }),
    ).toEqual({ entity: 'not-formed', hiresEmployees: false, fundraising: 'none' });
  });

  it('fills in where the founders work from a state of formation other than Delaware, and never over an answer', () => {
    expect(withStepDefaults('workplaces', { entity: 'llc', formationState: 'CA' })).toMatchObject({ workStates: ['CA'] });
    expect(withStepDefaults('workplaces', { entity: 'c-corp', formationState: 'DE' }).workStates).toBeUndefined();
    expect(withStepDefaults('workplaces', { entity: 'llc', formationState: 'CA', workStates: ['NY'] }).workStates).toEqual(['NY']);
    expect(withStepDefaults('stage', { entity: 'llc', formationState: 'CA' }).workStates).toBeUndefined();
  });

  it('counts a state picked in a list but not added yet, once, and ignores anything that is not a state', () => {
    const form = new FormData();
    form.set('workStates', 'CA');
    form.set('employeeStates', '');
    form.set('salesTaxStates', 'XX');
    expect(withPickedStates({ workStates: ['NY'] }, form)).toEqual({ workStates: ['NY', 'CA'] });
    expect(withPickedStates({ workStates: ['CA'] }, form)).toEqual({ workStates: ['CA'] });
  });

  it('counts its questions from the contracts (QUIZ_QUESTIONS), so the counter and the pages that promise a number agree', () => {
    expect(quizSteps({ entity: 'c-corp', hiresEmployees: true }).filter((id) => id !== 'review')).toEqual([...QUIZ_QUESTIONS]);
    expect(questionCountInWords()).toBe(numberWord(QUIZ_QUESTIONS.length));
  });

  it('keeps the counter stable while answers change which questions are asked: "1 of 10", never "1 of 7" then "2 of 9"', () => {
    const total = QUIZ_QUESTIONS.length;
    expect(questionNumber('entity')).toEqual({ number: 1, total });
    expect(questionNumber('founders')).toEqual({ number: 3, total });
    expect(questionNumber('fiscal-year')).toEqual({ number: total, total });
    expect(questionNumber('review')).toBeNull();
  });
});

describe('quiz answers about selling and taxes', () => {
  it('keeps the first sale day only with states where the company sells, and the S election only for a formed company', () => {
    expect(withoutStaleAnswers({ salesStates: [], firstSaleOn: '2027-02-01' })).toEqual({ salesStates: [] });
    expect(withoutStaleAnswers({ salesStates: ['TX'], firstSaleOn: '2027-02-01' })).toEqual({ salesStates: ['TX'], firstSaleOn: '2027-02-01' });
    expect(withoutStaleAnswers({ entity: 'not-formed', sElection: true })).toEqual({ entity: 'not-formed' });
    const form = new FormData();
    form.set('salesStates', 'NY');
    expect(withPickedStates({ salesStates: ['TX'] }, form).salesStates).toEqual(['TX', 'NY']);
  });
});
