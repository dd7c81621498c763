import { Route, Routes, useLocation } from 'react-router';
import { ChecklistPage } from '../features/checklist/components/checklist-page';
import { ChecklistNotFound } from '../features/checklist/components/checklist-not-found';
import { LazyPlanPage, LazyQuizPage } from '../features/plan/components/lazy-plan-pages';
import { StateIndexPage } from '../features/states/components/state-index-page';
import { StatePage } from '../features/states/components/state-page';

// The page heading lives here, in the exposed module (platform tests rebuild the remote with it changed).
const PAGE_HEADING = 'Startup Journey Checklist';

function UnknownChecklistPath() {
  const { pathname } = useLocation();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px 40px' }}>
      <ChecklistNotFound requested={pathname} />
    </div>
  );
}

/** The checklist section: /checklist, /checklist/:slug, the readiness quiz and plan, the state pages; anything deeper is a clear not-found. */
export default function ChecklistRoutes() {
  return (
    <Routes>
      <Route path="/checklist" element={<ChecklistPage heading={PAGE_HEADING} />} />
      <Route path="/checklist/quiz" element={<LazyQuizPage />} />
      <Route path="/checklist/plan" element={<LazyPlanPage />} />
      <Route path="/checklist/states" element={<StateIndexPage />} />
      <Route path="/checklist/states/:state" element={<StatePage />} />
      <Route path="/checklist/:slug" element={<ChecklistPage heading={PAGE_HEADING} />} />
      <Route path="*" element={<UnknownChecklistPath />} />
    </Routes>
  );
}
