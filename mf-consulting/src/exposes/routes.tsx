import { preloadable, useLoaded } from '@launchops/kit/react';
import { Route, Routes } from 'react-router';
import { ConsultingNotFound } from '../features/consulting/components/consulting-not-found';
import { ConsultingPage } from '../features/consulting/components/consulting-page';

// The page behind the manage link of a booking's e-mail is a chunk of its own (with its reschedule and cancel
// forms): /consulting does not download it.
const managePage = preloadable(() => import('../features/consulting/components/manage-booking-page').then((module) => module.ManageBookingPage));

// The advisor's console is a chunk of its own too: founders never download it. Its page (the consulting feature) shows
// the console feature's roadmap editor, put together here.
const consolePage = preloadable(() =>
  Promise.all([import('../features/consulting/components/advisor-console-page'), import('../features/console/roadmap-editor')]).then(
    ([page, editor]) =>
      function AdvisorConsoleWithRoadmaps() {
        return <page.AdvisorConsolePage roadmapEditor={<editor.RoadmapEditor />} />;
      },
  ),
);

/** /consulting/console: the advisor's console as soon as its chunk is there. */
function LazyAdvisorConsolePage() {
  const AdvisorConsolePage = useLoaded('consulting-advisor-console', consolePage.loaded(), consolePage.load);
  return AdvisorConsolePage ? <AdvisorConsolePage /> : <div aria-busy="true" aria-label="Loading the console" style={{ minHeight: '60vh' }} />;
}

/** /consulting/bookings/:token: the page as soon as its chunk is there (a failure reaches the slot's Retry). */
function LazyManageBookingPage() {
  const ManageBookingPage = useLoaded('consulting-manage-booking', managePage.loaded(), managePage.load);
  return ManageBookingPage ? <ManageBookingPage /> : <div aria-busy="true" aria-label="Loading your booking" style={{ minHeight: '60vh' }} />;
}

/** The consulting section: /consulting, /consulting/bookings/:token (the manage link from the e-mail) and the advisor's /consulting/console. */
export default function ConsultingRoutes() {
  return (
    <Routes>
      <Route path="/consulting" element={<ConsultingPage />} />
      <Route path="/consulting/bookings/:token" element={<LazyManageBookingPage />} />
      <Route path="/consulting/console" element={<LazyAdvisorConsolePage />} />
      <Route path="/consulting/*" element={<ConsultingNotFound />} />
    </Routes>
  );
}
