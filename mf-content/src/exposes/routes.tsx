import { Route, Routes } from 'react-router';
import { requestPostEarly } from '../features/blog/api/get-post';
import { ArticlePage } from '../features/blog/components/article-page';
import { AuthorPage } from '../features/blog/components/author-page';
import { BlogPage } from '../features/blog/components/blog-page';
import { ContentNotFoundPage } from '../features/blog/components/content-not-found-page';
import { NewsletterArchivePage } from '../features/newsletter/components/newsletter-archive-page';
import { NewsletterIssuePage } from '../features/newsletter/components/newsletter-issue-page';
import { TemplatePage } from '../features/templates/components/template-page';
import { TemplatesPage } from '../features/templates/components/templates-page';

// Opened on an article: its text is requested while React is still rendering the page around it, not after.
const articleSlug = /^\/blog\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
if (articleSlug) requestPostEarly(articleSlug);

/**
 * The content section: /blog, /blog/:slug, /author/:id, the newsletter's archive /newsletter and /newsletter/:slug,
 * and the document templates /templates and /templates/:slug; any other path under them shows a not-found page.
 */
export default function ContentRoutes() {
  return (
    <Routes>
      <Route path="/blog" element={<BlogPage />} />
      <Route path="/blog/:slug" element={<ArticlePage />} />
      <Route path="/author/:id" element={<AuthorPage />} />
      <Route path="/newsletter" element={<NewsletterArchivePage />} />
      <Route path="/newsletter/:slug" element={<NewsletterIssuePage />} />
      <Route path="/templates" element={<TemplatesPage />} />
      <Route path="/templates/:slug" element={<TemplatePage />} />
      <Route path="*" element={<ContentNotFoundPage />} />
    </Routes>
  );
}
