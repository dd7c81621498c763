import { Route, Routes } from 'react-router';

function ConsultingPage() {
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
      <h1>One-to-one operations consulting</h1>
    </section>
  );
}

/** The consulting section: /consulting and /consulting/bookings/:token. */
export default function ConsultingRoutes() {
  return (
    <Routes>
      <Route path="/consulting" element={<ConsultingPage />} />
    </Routes>
  );
}
