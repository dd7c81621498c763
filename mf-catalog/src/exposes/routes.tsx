import { Route, Routes } from 'react-router';
import { CatalogNotFound } from '../components/catalog-not-found';
import { SoftwareDetailPage } from '../features/software/components/software-detail-page';
import { SoftwarePage } from '../features/software/components/software-page';
import { LazyToolsPage } from '../features/tools/components/lazy-tools-page';

/** The catalog section: /software, /software/:id and /tools, with a not-found page for anything else inside it. */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/software" element={<SoftwarePage />} />
      <Route path="/software/:id" element={<SoftwareDetailPage />} />
      <Route
        path="/software/*"
        element={
          <CatalogNotFound
            title="Software Not Found"
            message="There is no software page at this address. It may have moved, or the address may have a typo."
            backTo="/software"
            backLabel="Browse All Software"
          />
        }
      />
      <Route path="/tools" element={<LazyToolsPage />} />
      <Route
        path="/tools/*"
        element={
          <CatalogNotFound
            title="Page Not Found"
            message="There is no tools page at this address. Every recommended tool is listed on the tools page."
            backTo="/tools"
            backLabel="Browse All Tools"
          />
        }
      />
    </Routes>
  );
}
