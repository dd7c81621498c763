import { Route, Routes } from 'react-router';
import { ProbePage } from '../features/probe/components/probe-page';

export default function ProbeRoutes() {
  return (
    <Routes>
      <Route path="/probe" element={<ProbePage />} />
      <Route path="*" element={<p>No such probe page</p>} />
    </Routes>
  );
}
