import type { ComponentType } from 'react';
import type { QuizStepId } from '../../../utils/quiz-steps';
import type { StepProps } from './quiz-fields';
import { EntityStep, FormationStep, FoundersStep, WorkplacesStep, StageStep } from './quiz-steps-company';
import { PeopleStep, EmployeesStep, FundraisingStep, SellingStep, FiscalYearStep, ReviewStep } from './quiz-steps-operations';

const STEP_FIELDS: Record<QuizStepId, ComponentType<StepProps>> = {
  entity: EntityStep,
  formation: FormationStep,
  founders: FoundersStep,
  workplaces: WorkplacesStep,
  stage: StageStep,
  people: PeopleStep,
  employees: EmployeesStep,
  fundraising: FundraisingStep,
  selling: SellingStep,
  'fiscal-year': FiscalYearStep,
  review: ReviewStep,
};

/** The body of one screen of the quiz. */
export function StepFields({ step, ...props }: StepProps & { step: QuizStepId }) {
  const Fields = STEP_FIELDS[step];
  return <Fields {...props} />;
}
