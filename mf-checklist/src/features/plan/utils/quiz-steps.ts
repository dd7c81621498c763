import type { QuizAnswers } from '@launchops/contracts';

export type QuizStepId = 'entity' | 'formation' | 'founders' | 'stage' | 'people' | 'employees' | 'fundraising' | 'selling' | 'fiscal-year' | 'review';

interface QuizStep {
  id: QuizStepId;
  /** Asked only when earlier answers make it relevant. */
  asked(answers: QuizAnswers): boolean;
  /** Enough is answered to move on. */
  answered(answers: QuizAnswers): boolean;
}

const formed = (a: QuizAnswers) => a.entity === 'c-corp' || a.entity === 'llc';

const STEPS: readonly QuizStep[] = [
  { id: 'entity', asked: () => true, answered: (a) => a.entity !== undefined },
  { id: 'formation', asked: formed, answered: (a) => !!a.formationState && !!a.formedOn },
  {
    id: 'founders',
    asked: () => true,
    answered: (a) => a.founderCount !== undefined && a.founderStockGranted !== undefined && (!a.founderStockGranted || !!a.founderStockGrantedOn),
  },
  { id: 'stage', asked: () => true, answered: (a) => a.stage !== undefined },
  { id: 'people', asked: () => true, answered: (a) => a.paysContractors !== undefined && a.hiresEmployees !== undefined },
  { id: 'employees', asked: (a) => a.hiresEmployees === true, answered: (a) => (a.employeeStates?.length ?? 0) > 0 },
  { id: 'fundraising', asked: () => true, answered: (a) => a.fundraising !== undefined },
  { id: 'selling', asked: () => true, answered: (a) => a.sellsOnline !== undefined },
  { id: 'fiscal-year', asked: formed, answered: (a) => a.fiscalYearEndMonth !== undefined },
  { id: 'review', asked: () => true, answered: () => false },
];

/** The screens this founder sees, in order (some depend on earlier answers). */
export function quizSteps(answers: QuizAnswers): QuizStepId[] {
  return STEPS.filter((step) => step.asked(answers)).map((step) => step.id);
}

export function isAnswered(id: QuizStepId, answers: QuizAnswers): boolean {
  return STEPS.find((step) => step.id === id)!.answered(answers);
}

/** Where a founder who comes back resumes: the first screen not answered yet. */
export function resumeStep(answers: QuizAnswers): QuizStepId {
  return quizSteps(answers).find((id) => !isAnswered(id, answers)) ?? 'review';
}

/** Answers that no longer matter once an earlier one changed are dropped, so the plan never uses stale ones. */
export function withoutStaleAnswers(answers: QuizAnswers): QuizAnswers {
  const next = { ...answers };
  if (!formed(next)) {
    delete next.formationState;
    delete next.formedOn;
    delete next.fiscalYearEndMonth;
  }
  if (next.founderStockGranted !== true) delete next.founderStockGrantedOn;
  if (next.hiresEmployees !== true) {
    delete next.employeeStates;
    delete next.nextEmployeeStartsOn;
  }
  if (next.fundraising === undefined || next.fundraising === 'none') delete next.firstSecuritiesSaleOn;
  if (next.sellsOnline !== true) delete next.salesTaxStates;
  return next;
}
