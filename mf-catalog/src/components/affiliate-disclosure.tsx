import styled from '@emotion/styled';
import { Info } from 'lucide-react';

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
  svg { flex-shrink: 0; margin-top: 2px; color: var(--lo-warning); }
  p { margin: 0; }
  @media (max-width: 480px) { padding: 10px 12px; font-size: 0.85rem; }
`;

/** Plain-words affiliate disclosure, shown near every group of outbound links. */
export function AffiliateDisclosure({ className }: { className?: string }) {
  return (
    <StyledDisclosure aria-label="Affiliate disclosure" className={className}>
      <Info size={18} aria-hidden="true" />
      <p>
        <strong>How we make money:</strong> some links here are affiliate links. If you sign up or buy through them,
        LaunchOps may earn a commission, at no extra cost to you. Commissions never decide which products we list or how
        we rate them.
      </p>
    </StyledDisclosure>
  );
}
