import styled from '@emotion/styled';
import type { BlogPostSummary } from '@launchops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { postQueryOptions } from '../api/get-post';
import { formatShortDate } from '../utils/format-date';
import { readingTimeLabel } from '../utils/reading-time';
import { AuthorAvatar } from './author-avatar';
import { PostBadges } from './post-badges';
import { PostCover } from './post-cover';

const StyledCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
  transition:
    box-shadow 160ms ease,
    transform 160ms ease,
    border-color 160ms ease;
  &:hover {
    box-shadow: var(--lo-shadow);
    border-color: var(--lo-primary-soft);
    transform: translateY(-2px);
  }
  &:focus-within {
    box-shadow: var(--lo-shadow);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  flex: 1;
  padding: 18px 20px 20px;
  h2,
  h3 {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.35;
  }
`;

// The title link covers the whole card; the author link sits above it.
const StyledTitleLink = styled(Link)`
  color: var(--lo-fg);
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 0;
  }
  &:hover {
    color: var(--lo-primary);
  }
`;

const StyledExcerpt = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
  font-size: 0.95rem;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledMeta = styled.div`
  margin-top: auto;
  padding-top: 12px;
  border-top: 1px solid var(--lo-border);
  display: flex;
  align-items: center;
  font-size: 0.88rem;
`;

const StyledFacts = styled.p`
  margin: -4px 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0 6px;
  font-size: 0.85rem;
  color: var(--lo-fg-muted);
`;

const StyledAuthorLink = styled(Link)`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  color: var(--lo-fg);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

interface PostCardProps {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  /** Where the article's back link returns to (the list with its filters). */
  from?: string;
  /** Off on an author's own page, where the byline would only repeat the page's subject. */
  showAuthor?: boolean;
  /** The cover is in the first screen (the page's largest image): load it at once, with high priority. */
  priorityCover?: boolean;
}

/** A post in a list: cover, category, title, excerpt, author, date and reading time. */
export function PostCard({ post, headingLevel = 2, from, showAuthor = true, priorityCover = false }: PostCardProps) {
  const queryClient = useQueryClient();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Start loading the article when the visitor shows intent, so it opens at once.
  const prefetch = () => void queryClient.prefetchQuery(postQueryOptions(post.slug));
  return (
    <StyledCard>
      <PostCover src={post.imageUrl} alt={`${post.category} illustration`} category={post.category} priority={priorityCover} />
      <StyledBody>
        <PostBadges post={post} />
        <Heading>
          <StyledTitleLink to={`/blog/${post.slug}`} state={from ? { from } : undefined} onPointerEnter={prefetch} onFocus={prefetch}>
            {post.title}
          </StyledTitleLink>
        </Heading>
        <StyledFacts>
          <time dateTime={post.publishedAt}>{formatShortDate(post.publishedAt)}</time>
          {readingTimeLabel(post) && (
            <>
              <span aria-hidden="true">·</span>
              <span>{readingTimeLabel(post)}</span>
            </>
          )}
        </StyledFacts>
        <StyledExcerpt>{post.excerpt}</StyledExcerpt>
        {showAuthor ? (
          <StyledMeta>
            <StyledAuthorLink to={`/author/${post.author.id}`}>
              <AuthorAvatar author={post.author} size={28} decorative />
              <span>
                <span className="lo-visually-hidden">By </span>
                {post.author.name}
              </span>
            </StyledAuthorLink>
          </StyledMeta>
        ) : null}
      </StyledBody>
    </StyledCard>
  );
}
