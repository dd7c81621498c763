import styled from '@emotion/styled';
import type { BlogPostSummary } from '@launchops/contracts';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';

export const StyledPostGrid = styled.ul<{ columns?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p) => (p.columns === 3 ? '280px' : '320px')}), 1fr));
  > li {
    min-width: 0;
  }
`;

interface PostGridProps {
  posts: readonly BlogPostSummary[];
  headingLevel?: 2 | 3;
  from?: string;
  label?: string;
  columns?: 3;
  showAuthor?: boolean;
  /** How many of the first covers load at once with high priority (they are in the first screen). */
  priorityCovers?: number;
}

/** Posts as a semantic list of cards. */
export function PostGrid({ posts, headingLevel, from, label, columns, showAuthor, priorityCovers = 0 }: PostGridProps) {
  return (
    <StyledPostGrid aria-label={label} columns={columns}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} from={from} showAuthor={showAuthor} priorityCover={index < priorityCovers} />
        </li>
      ))}
    </StyledPostGrid>
  );
}

/** Placeholder cards while posts load; hidden from screen readers, which hear the busy state instead. */
export function PostGridSkeleton({ count, columns }: { count: number; columns?: 3 }) {
  return (
    <StyledPostGrid aria-hidden="true" columns={columns}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <PostCardSkeleton />
        </li>
      ))}
    </StyledPostGrid>
  );
}
