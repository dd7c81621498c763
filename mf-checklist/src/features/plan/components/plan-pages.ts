// One chunk for the readiness quiz and the plan (see lazy-plan-pages.tsx).
export { PlanPage } from './plan-page';
export { QuizPage } from './quiz-page';
