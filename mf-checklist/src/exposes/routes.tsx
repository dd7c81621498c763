import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes, useParams } from 'react-router';
import { categoriesQueryOptions } from '../features/checklist/api/get-categories';

function ChecklistPage() {
  const { slug } = useParams();
  const categories = useQuery(categoriesQueryOptions());
  if (categories.isPending) return <p style={{ padding: 24 }}>Loading the checklist...</p>;
  if (categories.isError) {
    return (
      <div role="alert" style={{ padding: 24 }}>
        <p>The checklist could not be loaded: {categories.error.message}</p>
        <button type="button" onClick={() => void categories.refetch()}>Retry</button>
      </div>
    );
  }
  const selected = slug ? categories.data.find((c) => c.slug === slug) : categories.data[0];
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
      <h1>Startup Journey Checklist</h1>
      <ul>
        {categories.data.map((c) => (
          <li key={c.id}>
            <Link to={`/checklist/${c.slug}`} aria-current={c.id === selected?.id ? 'page' : undefined}>
              {c.name}
            </Link>{' '}
            ({c.completedItems}/{c.totalItems})
          </li>
        ))}
      </ul>
      {selected ? <p>{selected.description}</p> : <p>There is no checklist category called “{slug}”. <Link to="/checklist">Back to the checklist</Link></p>}
    </section>
  );
}

/** The checklist section: /checklist and /checklist/:slug. */
export default function ChecklistRoutes() {
  return (
    <Routes>
      <Route path="/checklist" element={<ChecklistPage />} />
      <Route path="/checklist/:slug" element={<ChecklistPage />} />
    </Routes>
  );
}
