import styled from '@emotion/styled';
import { BookOpen } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Skeleton as StyledSkeleton } from '@launchops/kit/styles';
import { useBlogPosts } from '../api/get-blog-posts';
import { pickRelatedPosts } from '../utils/related-posts';
import { gridListCss } from '@launchops/kit/styles';

const StyledList = styled.ul`
  ${gridListCss(220, 10, 'auto-fit')};
  a {
    display: grid;
    gap: 4px;
    height: 100%;
    padding: 12px 14px;
    border: 1px solid var(--lo-border);
    border-radius: 10px;
    background: var(--lo-bg);
    color: var(--lo-fg);
    text-decoration: none;
    transition: border-color 120ms ease;
  }
  a:hover {
    border-color: var(--lo-primary);
  }
  a:hover strong {
    color: var(--lo-primary);
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 0.78rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--lo-accent);
  }
  strong {
    font-size: 0.95rem;
    line-height: 1.35;
  }
`;

/** Two articles for the step; nothing at all if the blog cannot be reached. */
export function RelatedArticles({ categorySlug, task, headingId }: { categorySlug: string; task: { title: string; slug: string }; headingId: string }) {
  const posts = useBlogPosts();
  const related = useMemo(() => (posts.data ? pickRelatedPosts(posts.data, categorySlug, task) : []), [posts.data, categorySlug, task]);
  if (posts.isError && !posts.data) return null;
  if (posts.isPending) {
    return (
      <section aria-labelledby={headingId} aria-busy="true">
        <h4 id={headingId}>Related articles</h4>
        <StyledSkeleton height={64} />
      </section>
    );
  }
  if (related.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="related-articles">
      <h4 id={headingId}>Related articles</h4>
      <StyledList>
        {related.map((post) => (
          <li key={post.id}>
            <Link to={`/blog/${post.slug}`}>
              <span>
                <BookOpen size={14} aria-hidden="true" />
                {post.category}
              </span>
              <strong>{post.title}</strong>
            </Link>
          </li>
        ))}
      </StyledList>
    </section>
  );
}
