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

const StyledPremium = styled.span`
  ${pillCss};
  background: var(--lo-warning-soft);
  color: var(--lo-warning);
  font-size: 0.8rem;
  font-weight: 700;
`;

/** The article's category chip, and "Premium" on an article the Basic plan opens (issue 35). */
export function PostBadges({ post }: { post: Pick<BlogPostSummary, 'category'> & Partial<Pick<BlogPostSummary, 'tier'>> }) {
  return (
    <StyledBadges>
      <StyledCategory>
        <span className="lo-visually-hidden">Category: </span>
        {post.category}
      </StyledCategory>
      {post.tier === 'premium' ? (
        <StyledPremium>
          Premium<span className="lo-visually-hidden"> article, with the Basic plan and above</span>
        </StyledPremium>
      ) : null}
    </StyledBadges>
  );
}
