import styled from '@emotion/styled';
import type { Author } from '@launchops/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { AuthorAvatar } from './author-avatar';

const StyledBox = styled.section`
  display: flex;
  gap: 20px;
  align-items: flex-start;
  margin-top: 40px;
  padding: 24px;
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-bg-muted);
  h2 {
    margin: 0 0 2px;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: var(--lo-fg-muted);
  }
  p {
    margin: 8px 0 12px;
    color: var(--lo-fg-muted);
  }
  @media (max-width: 520px) {
    flex-direction: column;
    gap: 12px;
    padding: 20px;
  }
`;

const StyledName = styled(Link)`
  font-size: 1.2rem;
  font-weight: 700;
  color: var(--lo-fg);
  text-decoration: none;
  &:hover {
    color: var(--lo-primary);
    text-decoration: underline;
  }
`;

const StyledMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** "About the author" under an article: avatar, name, bio and a link to their page. */
export function AuthorBox({ author }: { author: Author }) {
  return (
    <StyledBox aria-labelledby="about-the-author">
      <AuthorAvatar author={author} size={72} />
      <div>
        <h2 id="about-the-author">About the author</h2>
        <StyledName to={`/author/${author.id}`}>{author.name}</StyledName>
        <p>{author.bio}</p>
        <StyledMore to={`/author/${author.id}`}>
          More articles by {author.name}
          <ArrowRight size={16} aria-hidden="true" />
        </StyledMore>
      </div>
    </StyledBox>
  );
}
