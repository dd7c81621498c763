import { Route, Routes } from 'react-router';

function BlogPage() {
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
      <h1>Startup Operations Blog</h1>
    </section>
  );
}

/** The content section: /blog, /blog/:slug and /author/:id. */
export default function ContentRoutes() {
  return (
    <Routes>
      <Route path="/blog" element={<BlogPage />} />
    </Routes>
  );
}
