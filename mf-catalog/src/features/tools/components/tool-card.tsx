import styled from '@emotion/styled';
import { ArrowRight, CircleCheck, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { AffiliateLink } from '../../../components/affiliate-link';
import { cardCss } from '../../../components/shared-styles';
import { TonePill } from '../../../components/tone-pill';
import type { ProductCard } from '@launchops/contracts';
import { freeTrialLabel } from '../utils/filter-tools';
import { PriceBadge } from './price-badge';
import { ToolCategoryChips } from './tool-category-chips';
import { noticeCss } from '@launchops/kit/styles';

const StyledCard = styled.article`
  ${cardCss};
  height: 100%;
  transition: border-color 0.15s ease;
  &:hover {
    border-color: var(--lo-primary);
  }
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;

const StyledPrice = styled.p`
  margin: 2px 0 0;
  font-size: 0.9rem;
  color: var(--lo-fg-muted);
  strong {
    color: var(--lo-fg);
    font-weight: 600;
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
  font-size: 0.95rem;
  flex: 1;
`;

const StyledDiscount = styled.p`
  ${noticeCss('success')};
  padding: 8px 10px;
  border-radius: 8px;
  font-size: 0.85rem;
  font-weight: 500;
`;

const StyledReview = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  align-self: flex-start;
  font-weight: 600;
  font-size: 0.9rem;
`;

const StyledFooter = styled.div`
  display: flex;
  margin-top: auto;
  a {
    flex: 1;
  }
`;

export function ToolCard({ tool }: { tool: ProductCard }) {
  const trial = freeTrialLabel(tool.freeTrial);
  const titleId = `lo-catalog-tool-${tool.id}`;
  return (
    <StyledCard aria-labelledby={titleId} data-tool-id={tool.id}>
      <StyledHeader>
        <div>
          <h2 id={titleId}>{tool.name}</h2>
          <StyledPrice data-testid="pricing">{tool.pricing}</StyledPrice>
        </div>
        <PriceBadge price={tool.priceModel} />
      </StyledHeader>
      {trial ? (
        <div>
          <TonePill tone="teal" data-testid="free-trial-badge">
            <CircleCheck size={14} aria-hidden="true" />
            {trial}
          </TonePill>
        </div>
      ) : null}
      <StyledDescription>{tool.description}</StyledDescription>
      <ToolCategoryChips tags={tool.tags} />
      {tool.startupOffer ? (
        <StyledDiscount data-testid="discount-note">
          <Gift size={16} aria-hidden="true" />
          <span>{tool.startupOffer}</span>
        </StyledDiscount>
      ) : null}
      <StyledFooter>
        <AffiliateLink href={tool.signupUrl ?? tool.link} productId={tool.id} productName={tool.name} source="tools_page" />
      </StyledFooter>
      {tool.views.includes('software') ? (
        <StyledReview to={`/software/${tool.id}`}>
          Read our review <span className="lo-visually-hidden">of {tool.name}</span>
          <ArrowRight size={15} aria-hidden="true" />
        </StyledReview>
      ) : null}
    </StyledCard>
  );
}
