import { Route, Routes } from 'react-router';
import { ConsultingNotFound } from '../features/consulting/components/consulting-not-found';
import { ConsultingPage } from '../features/consulting/components/consulting-page';
import { ManageBookingPage } from '../features/consulting/components/manage-booking-page';

/** The consulting section: /consulting and /consulting/bookings/:token (the manage link from the e-mail). */
export default function ConsultingRoutes() {
  return (
    <Routes>
      <Route path="/consulting" element={<ConsultingPage />} />
      <Route path="/consulting/bookings/:token" element={<ManageBookingPage />} />
      <Route path="/consulting/*" element={<ConsultingNotFound />} />
    </Routes>
  );
}
