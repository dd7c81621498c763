import styled from '@emotion/styled';
import type { BlogPostSummary } from '@launchops/contracts';
import { Crown } from 'lucide-react';

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const StyledCategory = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--lo-primary-soft);
  color: var(--lo-primary);
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const StyledPremium = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--lo-warning-soft);
  color: var(--lo-warning);
  font-size: 0.8rem;
  font-weight: 700;
`;

/** Category chip, plus a Premium mark for premium articles. */
export function PostBadges({ post }: { post: Pick<BlogPostSummary, 'category' | 'tier'> }) {
  return (
    <StyledBadges>
      <StyledCategory>
        <span className="lo-visually-hidden">Category: </span>
        {post.category}
      </StyledCategory>
      {post.tier === 'premium' ? (
        <StyledPremium title="Premium article, part of the Pro and Premium plans">
          <Crown size={14} aria-hidden="true" />
          Premium
        </StyledPremium>
      ) : null}
    </StyledBadges>
  );
}
