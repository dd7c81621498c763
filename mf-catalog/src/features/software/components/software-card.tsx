import styled from '@emotion/styled';
import type { ProductCard } from '@launchops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { AffiliateLink } from '../../../components/affiliate-link';
import { cardCss, secondaryButtonCss } from '../../../components/shared-styles';
import { softwareQueryOptions } from '../api/get-software';
import { SoftwareCategoryChip } from './software-category-chip';
import { SoftwareIcon } from './software-icon';

const StyledCard = styled.article`
  ${cardCss};
  height: 100%;
  transition: border-color 0.15s ease;
  &:hover {
    border-color: var(--lo-primary);
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const StyledDescription = styled.p`
  margin: 0;
  flex: 1;
  color: var(--lo-fg-muted);
  font-size: 0.95rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: auto;
  /* Each action as wide as its words at least: at 360 px they go on two rows rather than break a label. */
  > * {
    flex: 1 0 auto;
  }
`;

const StyledDetails = styled(Link)`
  ${secondaryButtonCss};
`;

export function SoftwareCard({ software }: { software: ProductCard }) {
  const queryClient = useQueryClient();
  const prefetch = () => void queryClient.prefetchQuery(softwareQueryOptions(software.id));
  const titleId = `lo-catalog-software-${software.id}`;
  return (
    <StyledCard aria-labelledby={titleId} data-software-id={software.id}>
      <StyledTop>
        <SoftwareIcon icon={software.icon} />
        <SoftwareCategoryChip category={software.category} />
      </StyledTop>
      <h2 id={titleId}>{software.name}</h2>
      <StyledDescription>{software.description}</StyledDescription>
      <StyledActions>
        <StyledDetails to={`/software/${software.id}`} onMouseEnter={prefetch} onFocus={prefetch}>
          Details <span className="lo-visually-hidden">about {software.name}</span>
          <ArrowRight size={16} aria-hidden="true" />
        </StyledDetails>
        <AffiliateLink href={software.link} productId={software.id} productName={software.name} source="software" />
      </StyledActions>
    </StyledCard>
  );
}
