import styled from '@emotion/styled';
import type { BlogPostSummary } from '@launchops/contracts';
import { pillCss } from '@launchops/kit/styles';

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const StyledCategory = styled.span`
  ${pillCss};
  background: var(--lo-primary-soft);
  color: var(--lo-primary);
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

/** The article's category chip. (Every article is free to read: no tier mark is shown.) */
export function PostBadges({ post }: { post: Pick<BlogPostSummary, 'category'> }) {
  return (
    <StyledBadges>
      <StyledCategory>
        <span className="lo-visually-hidden">Category: </span>
        {post.category}
      </StyledCategory>
    </StyledBadges>
  );
}
