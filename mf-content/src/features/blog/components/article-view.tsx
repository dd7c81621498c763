import styled from '@emotion/styled';
import type { BlogPost } from '@launchops/contracts';
import { Link } from 'react-router';
import { formatLongDate } from '../utils/format-date';
import { readingTimeLabel } from '../utils/reading-time';
import { ArticleBody } from '../../../components/article-body';
import { AuthorAvatar } from './author-avatar';
import { AuthorBox } from './author-box';
import { PostBadges } from './post-badges';
import { PostCover } from './post-cover';

const StyledHeader = styled.header`
  display: grid;
  gap: 14px;
  margin-bottom: 28px;
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 4.5vw, 2.6rem);
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
`;

const StyledLede = styled.p`
  margin: 0;
  font-size: 1.15rem;
  color: var(--lo-fg-muted);
`;

const StyledByline = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 0.95rem;
  color: var(--lo-fg-muted);
  a {
    color: var(--lo-fg);
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    color: var(--lo-primary);
    text-decoration: underline;
  }
`;

const StyledFacts = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0 8px;
`;

const StyledCover = styled.div`
  margin-bottom: 32px;
`;

/** An article: header (category, title, author, long date, reading time), cover, Markdown body and author box. */
export function ArticleView({ post }: { post: BlogPost }) {
  return (
    <article aria-labelledby="article-title">
      <StyledHeader>
        <PostBadges post={post} />
        <h1 id="article-title">{post.title}</h1>
        <StyledLede>{post.excerpt}</StyledLede>
        <StyledByline>
          <AuthorAvatar author={post.author} size={44} decorative />
          <div>
            <div>
              By <Link to={`/author/${post.author.id}`}>{post.author.name}</Link>
            </div>
            <StyledFacts>
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
              {readingTimeLabel(post) && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{readingTimeLabel(post)}</span>
                </>
              )}
            </StyledFacts>
          </div>
        </StyledByline>
      </StyledHeader>
      <StyledCover>
        <PostCover src={post.imageUrl} alt={`${post.category} illustration`} category={post.category} priority rounded />
      </StyledCover>
      <ArticleBody body={post.body} />
      <AuthorBox author={post.author} />
    </article>
  );
}
