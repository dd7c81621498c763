import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { usePosts } from '../api/get-posts';
import { LATEST_POSTS_COUNT } from '../config';
import { ButtonLink } from '../../../components/button-link';
import { PostGrid, PostGridSkeleton } from './post-grid';

const StyledSection = styled.section`
  h2 {
    margin: 0 0 6px;
    font-size: 1.8rem;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 24px;
  p {
    margin: 0;
    color: var(--lo-fg-muted);
  }
`;

const StyledUnavailable = styled.p`
  margin: 0;
  padding: 24px;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-bg-muted);
  color: var(--lo-fg-muted);
`;

/** The home page's three newest articles with a link to the blog. */
export function LatestArticles() {
  const posts = usePosts();
  return (
    <StyledSection aria-labelledby="latest-articles-title" aria-busy={posts.isPending}>
      <StyledHead>
        <div>
          <h2 id="latest-articles-title">Latest Articles</h2>
          <p>New guides on formation, finance, tax and hiring.</p>
        </div>
        <ButtonLink to="/blog" variant="secondary">
          View All Articles
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </StyledHead>
      {posts.isPending ? (
        <PostGridSkeleton count={LATEST_POSTS_COUNT} columns={3} />
      ) : posts.isError ? (
        <StyledUnavailable>The latest articles cannot be shown right now. The full blog is one click away.</StyledUnavailable>
      ) : (
        <PostGrid posts={posts.data.slice(0, LATEST_POSTS_COUNT)} headingLevel={3} columns={3} label="Latest articles" />
      )}
    </StyledSection>
  );
}
