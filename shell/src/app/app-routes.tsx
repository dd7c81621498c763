import { Route, Routes } from 'react-router';
import { HomePage } from '../pages/home-page';
import { RemoteRoutes } from '../remotes/remote-routes';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {/* Everything else: a remote's section when the first segment names one, else the 404 page. */}
      <Route path="/*" element={<RemoteRoutes />} />
    </Routes>
  );
}
