import { numberWord, QUIZ_QUESTIONS, type QuizAnswers, type QuizQuestion, US_STATES, type UsState } from '@launchops/contracts';

/** A question of the quiz (contracts' QUIZ_QUESTIONS, which pages count), or the closing review screen. */
export type QuizStepId = QuizQuestion | 'review';

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
  { id: 'workplaces', asked: () => true, answered: (a) => (a.workStates?.length ?? 0) > 0 },
  { id: 'stage', asked: () => true, answered: (a) => a.stage !== undefined },
  { id: 'people', asked: () => true, answered: (a) => a.paysContractors !== undefined && a.hiresEmployees !== undefined },
  { id: 'employees', asked: (a) => a.hiresEmployees === true, answered: (a) => (a.employeeStates?.length ?? 0) > 0 },
  { id: 'fundraising', asked: () => true, answered: (a) => a.fundraising !== undefined },
  { id: 'selling', asked: () => true, answered: (a) => a.sellsOnline !== undefined },
  { id: 'fiscal-year', asked: formed, answered: (a) => a.fiscalYearEndMonth !== undefined },
  { id: 'review', asked: () => true, answered: () => false },
];

/**
 * "Question 3 of 10": a question's place among all the quiz's questions. Stable while a founder answers (a question
 * skipped for this company is skipped, not recounted); null on the review screen.
 */
export function questionNumber(step: QuizStepId): { number: number; total: number } | null {
  const at = QUIZ_QUESTIONS.indexOf(step as QuizQuestion);
  return at < 0 ? null : { number: at + 1, total: QUIZ_QUESTIONS.length };
}

/** "ten" (or "Ten"): how many questions the quiz has, counted from its definition for the pages that promise it. */
export function questionCountInWords(capital = false): string {
  const words = numberWord(QUIZ_QUESTIONS.length);
  return capital ? `${words[0]!.toUpperCase()}${words.slice(1)}` : words;
}

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
    delete next.sElection;
  }
  if (next.founderStockGranted !== true) delete next.founderStockGrantedOn;
  if (next.hiresEmployees !== true) {
    delete next.employeeStates;
    delete next.nextEmployeeStartsOn;
  }
  if (next.fundraising === undefined || next.fundraising === 'none') delete next.firstSecuritiesSaleOn;
  if (next.sellsOnline !== true) delete next.salesTaxStates;
  if (!next.salesStates?.length) delete next.firstSaleOn;
  if (next.entity !== 'c-corp') delete next.valuation409aOn;
  return next;
}

/**
 * The answers with a screen's sensible default filled in when the founder arrives on it: the founders of a
 * company formed outside Delaware usually work in its state (a Delaware company is rarely run from Delaware).
 */
export function withStepDefaults(step: QuizStepId, answers: QuizAnswers): QuizAnswers {
  if (step === 'workplaces' && answers.workStates === undefined && formed(answers) && answers.formationState && answers.formationState !== 'DE') {
    return { ...answers, workStates: [answers.formationState] };
  }
  return answers;
}

/** The answers' lists of states, named as the quiz form names its state pickers. */
export const STATE_LIST_FIELDS = ['workStates', 'employeeStates', 'salesTaxStates', 'salesStates'] as const;

/** A state picked in a picker but not added yet counts, as the picker's hint says (the form holds the pick). */
export function withPickedStates(answers: QuizAnswers, form: FormData): QuizAnswers {
  const next = { ...answers };
  for (const field of STATE_LIST_FIELDS) {
    const picked = form.get(field);
    if (typeof picked !== 'string' || !(picked in US_STATES)) continue;
    const list = next[field] ?? [];
    if (!list.includes(picked as UsState)) next[field] = [...list, picked as UsState];
  }
  return next;
}
