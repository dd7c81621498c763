import { preloadable, useLoaded } from '@launchops/kit/react';

// The quiz and the plan are their own chunk: /checklist and its categories do not download them.
const pages = preloadable(() => import('./plan-pages'));

function Loading() {
  return (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: '24px 16px', minHeight: '60vh' }} aria-busy="true">
      <p>Loading…</p>
    </div>
  );
}

/** /checklist/quiz, loaded on first visit (a failure reaches the slot's error boundary, with its Retry). */
export function LazyQuizPage() {
  const loaded = useLoaded('checklist-plan-pages', pages.loaded(), pages.load);
  return loaded ? <loaded.QuizPage /> : <Loading />;
}

/** /checklist/plan, loaded on first visit. */
export function LazyPlanPage() {
  const loaded = useLoaded('checklist-plan-pages', pages.loaded(), pages.load);
  return loaded ? <loaded.PlanPage /> : <Loading />;
}
