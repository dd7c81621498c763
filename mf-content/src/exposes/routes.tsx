import { Route, Routes } from 'react-router';
import { ArticlePage } from '../pages/article-page';
import { AuthorPage } from '../pages/author-page';
import { BlogPage } from '../pages/blog-page';
import { ContentNotFoundPage } from '../pages/content-not-found-page';

/** The content section: /blog, /blog/:slug and /author/:id; any other path under them shows a not-found page. */
export default function ContentRoutes() {
  return (
    <Routes>
      <Route path="/blog" element={<BlogPage />} />
      <Route path="/blog/:slug" element={<ArticlePage />} />
      <Route path="/author/:id" element={<AuthorPage />} />
      <Route path="*" element={<ContentNotFoundPage />} />
    </Routes>
  );
}
