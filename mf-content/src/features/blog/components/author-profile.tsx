import { css } from '@emotion/react';
import styled from '@emotion/styled';
import type { AuthorWithPosts } from '@launchops/contracts';
import { AuthorAvatar } from './author-avatar';
import { PostGrid } from './post-grid';

/** The author card's box, shared with its loading skeleton so nothing moves when the profile arrives. */
export const profileBox = css`
  display: flex;
  gap: 28px;
  align-items: center;
  margin-bottom: 40px;
  padding: 28px;
  border: 1px solid var(--lo-border);
  border-radius: 18px;
`;

const StyledProfile = styled.header`
  ${profileBox}
  background: linear-gradient(135deg, var(--lo-primary-soft), var(--lo-bg-muted) 70%);
  h1 {
    margin: 0 0 4px;
    font-size: clamp(1.7rem, 4vw, 2.3rem);
  }
  p {
    margin: 8px 0 0;
    max-width: 68ch;
    color: var(--lo-fg-muted);
    font-size: 1.05rem;
  }
  @media (max-width: 600px) {
    flex-direction: column;
    align-items: flex-start;
    gap: 16px;
    padding: 20px;
  }
`;

const StyledRole = styled.span`
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--lo-primary);
`;

const StyledPosts = styled.section`
  h2 {
    margin: 0 0 20px;
    font-size: 1.5rem;
  }
  > p {
    color: var(--lo-fg-muted);
  }
`;

/** An author's page: avatar, name, bio and their articles. */
export function AuthorProfile({ author }: { author: AuthorWithPosts }) {
  const count = author.posts.length;
  return (
    <>
      <StyledProfile>
        <AuthorAvatar author={author} size={96} />
        <div>
          <StyledRole>LaunchOps author</StyledRole>
          <h1>{author.name}</h1>
          <p>{author.bio}</p>
        </div>
      </StyledProfile>
      <StyledPosts aria-labelledby="author-posts-title">
        <h2 id="author-posts-title">
          Articles by {author.name} {count > 0 ? <span style={{ color: 'var(--lo-fg-muted)', fontWeight: 500 }}>({count})</span> : null}
        </h2>
        {count > 0 ? <PostGrid posts={author.posts} headingLevel={3} showAuthor={false} /> : <p>{author.name} has not published an article yet.</p>}
      </StyledPosts>
    </>
  );
}
