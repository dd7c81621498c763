import { Route, Routes } from 'react-router';
import { affiliateTools } from '../features/tools/data/tools';

function SoftwarePage() {
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
      <h1>Software Recommendations</h1>
    </section>
  );
}

function ToolsPage() {
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
      <h1>Recommended Tools</h1>
      <ul>
        {affiliateTools.map((tool) => (
          <li key={tool.id}>{tool.name}</li>
        ))}
      </ul>
    </section>
  );
}

/** The catalog section: /software, /software/:id and /tools. */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/software" element={<SoftwarePage />} />
      <Route path="/tools" element={<ToolsPage />} />
    </Routes>
  );
}
