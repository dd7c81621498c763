import styled from '@emotion/styled';
import type { ProductCard } from '@launchops/contracts';
import { Link } from 'react-router';
import { cardCss } from '../../../components/shared-styles';
import { useSoftwareList } from '../../../utils/get-software-list';
import { relatedSoftware } from '../utils/software-display';
import { SoftwareCategoryChip } from './software-category-chip';
import { SoftwareIcon } from './software-icon';
import { gridListCss } from '@launchops/kit/styles';

const StyledSection = styled.section`
  margin-top: 48px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.4rem;
  }
`;

const StyledList = styled.ul`
  ${gridListCss(280, 16, 'auto-fit')};
`;

const StyledCard = styled(Link)`
  ${cardCss};
  height: 100%;
  color: inherit;
  text-decoration: none;
  box-shadow: none;
  &:hover {
    border-color: var(--lo-primary);
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
    color: var(--lo-primary);
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
    font-size: 0.9rem;
  }
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

function RelatedCard({ software }: { software: ProductCard }) {
  return (
    <StyledCard to={`/software/${software.id}`}>
      <StyledRow>
        <SoftwareIcon icon={software.icon} size={18} />
        <SoftwareCategoryChip category={software.category} />
      </StyledRow>
      <h3>{software.name}</h3>
      <p>{software.description}</p>
    </StyledCard>
  );
}

/** Other recommendations in the same category; nothing when there are none or the list fails. */
export function RelatedSoftware({ current }: { current: Pick<ProductCard, 'id' | 'category'> }) {
  const { data } = useSoftwareList();
  const related = relatedSoftware(data?.products ?? [], current);
  if (related.length === 0) return null;
  return (
    <StyledSection aria-labelledby="lo-catalog-related">
      <h2 id="lo-catalog-related">Related software</h2>
      <StyledList>
        {related.map((software) => (
          <li key={software.id}>
            <RelatedCard software={software} />
          </li>
        ))}
      </StyledList>
    </StyledSection>
  );
}
