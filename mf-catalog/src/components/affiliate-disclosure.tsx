import styled from '@emotion/styled';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { usePolicyStatement } from '@launchops/kit/react';

const StyledDisclosure = styled.aside`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 12px 16px;
  border: 1px solid var(--lo-border);
  border-left: 4px solid var(--lo-warning);
  border-radius: 8px;
  background: var(--lo-warning-soft);
  color: var(--lo-fg);
  font-size: 0.9rem;
  line-height: 1.5;
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: var(--lo-warning);
  }
  p {
    margin: 0;
  }
  @media (max-width: 480px) {
    padding: 10px 12px;
    font-size: 0.85rem;
  }
`;

/** Plain-words disclosure of how the links work, shown near every group of outbound links. */
export function AffiliateDisclosure({ className }: { className?: string }) {
  // The affiliate-links statement of policies.yaml, as /affiliate states it.
  const statement = usePolicyStatement('affiliate-links');
  return (
    <StyledDisclosure aria-label="Affiliate disclosure" className={className}>
      <Info size={18} aria-hidden="true" />
      <p>
        <strong>About these links:</strong> {statement && <span data-policy="affiliate-links">{statement} </span>}No product is rated: we describe what each one
        is good and bad at instead. <Link to="/affiliate">Affiliate disclosure</Link>
      </p>
    </StyledDisclosure>
  );
}
