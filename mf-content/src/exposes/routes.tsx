import { Route, Routes } from 'react-router';
import { requestPostEarly } from '../features/blog/api/get-post';
import { preloadMarkdown } from '../features/blog/components/lazy-markdown-content';
import { ArticlePage } from '../features/blog/components/article-page';
import { AuthorPage } from '../features/blog/components/author-page';
import { BlogPage } from '../features/blog/components/blog-page';
import { ContentNotFoundPage } from '../features/blog/components/content-not-found-page';

// Opened on an article: its text and the Markdown renderer are requested while React is still
// rendering the page around them, not after.
const articleSlug = /^\/blog\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
if (articleSlug) {
  requestPostEarly(articleSlug);
  void preloadMarkdown();
}

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
