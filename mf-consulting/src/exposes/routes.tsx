import { preloadable, useLoaded } from '@launchops/kit/react';
import { Route, Routes } from 'react-router';
import { ConsultingNotFound } from '../features/consulting/components/consulting-not-found';
import { ConsultingPage } from '../features/consulting/components/consulting-page';

// The page behind the manage link of a booking's e-mail is a chunk of its own (with its reschedule and cancel
// forms): /consulting does not download it.
const managePage = preloadable(() => import('../features/consulting/components/manage-booking-page').then((module) => module.ManageBookingPage));

/** /consulting/bookings/:token: the page as soon as its chunk is there (a failure reaches the slot's Retry). */
function LazyManageBookingPage() {
  const ManageBookingPage = useLoaded('consulting-manage-booking', managePage.loaded(), managePage.load);
  return ManageBookingPage ? <ManageBookingPage /> : <div aria-busy="true" aria-label="Loading your booking" style={{ minHeight: '60vh' }} />;
}

/** The consulting section: /consulting and /consulting/bookings/:token (the manage link from the e-mail). */
export default function ConsultingRoutes() {
  return (
    <Routes>
      <Route path="/consulting" element={<ConsultingPage />} />
      <Route path="/consulting/bookings/:token" element={<LazyManageBookingPage />} />
      <Route path="/consulting/*" element={<ConsultingNotFound />} />
    </Routes>
  );
}
