import styled from '@emotion/styled';
import type { BlogPostSummary } from '@launchops/contracts';
import { usePosts } from '../api/get-posts';
import { RELATED_POSTS_COUNT } from '../config';
import { relatedPosts } from '../utils/related-posts';
import { PostGrid, PostGridSkeleton } from './post-grid';

const StyledSection = styled.section`
  margin-top: 56px;
  padding-top: 40px;
  border-top: 1px solid var(--lo-border);
  h2 {
    margin: 0 0 20px;
    font-size: 1.5rem;
  }
`;

/** Up to three other articles of the same category; nothing at all when there are none (or the list is unavailable). */
export function RelatedPosts({ post }: { post: Pick<BlogPostSummary, 'id' | 'slug' | 'category'> }) {
  const posts = usePosts();
  if (posts.isError) return null;
  const related = posts.data ? relatedPosts(post, posts.data) : [];
  if (posts.isSuccess && related.length === 0) return null;
  return (
    <StyledSection aria-labelledby="related-posts-title" aria-busy={posts.isPending} className="lo-no-print">
      <h2 id="related-posts-title">Related articles</h2>
      {posts.isPending ? <PostGridSkeleton count={RELATED_POSTS_COUNT} columns={3} /> : <PostGrid posts={related} headingLevel={3} columns={3} />}
    </StyledSection>
  );
}
