import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Plan, PLANS } from '../home/plans';

const StyledCard = styled.section<{ popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px;
  border: 1px solid ${(p) => (p.popular ? 'var(--lo-primary)' : 'var(--lo-border)')};
  border-radius: 14px;
  background: var(--lo-surface);
  /* A second ring marks the popular plan without changing the card's size. */
  box-shadow: ${(p) => (p.popular ? '0 0 0 1px var(--lo-primary), ' : '')}var(--lo-shadow);
  @media (max-width: 480px) { padding: 18px; }
  h2, h3 { margin: 0; font-size: 1.3rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  li { display: flex; gap: 8px; align-items: flex-start; }
  li svg { flex: none; margin-top: 4px; color: var(--lo-success); }
`;

const StyledTitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;

const StyledBadge = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const StyledPrice = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
  strong { font-size: 2.2rem; line-height: 1; color: var(--lo-fg); letter-spacing: -0.02em; }
`;

const StyledFooter = styled.div`
  margin-top: auto;
  padding-top: 4px;
`;

export interface PlanCardProps {
  plan: Plan;
  headingLevel: 'h2' | 'h3';
  /** Under the features, e.g. a link to choose this plan. */
  footer?: ReactNode;
}

/** A plan's name, planned monthly price and features. */
export function PlanCard({ plan, headingLevel: Heading, footer }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <StyledCard popular={plan.popular} aria-labelledby={titleId} data-plan={plan.id}>
      <StyledTitleRow>
        <Heading id={titleId}>{plan.name}</Heading>
        {plan.popular && <StyledBadge>Popular</StyledBadge>}
      </StyledTitleRow>
      <StyledPrice>
        <strong>${plan.price}</strong> per month
      </StyledPrice>
      <ul aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check size={16} aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {footer && <StyledFooter>{footer}</StyledFooter>}
    </StyledCard>
  );
}

/** "Basic ($29), Pro ($79) and Premium ($199)" */
export const planSummary = () =>
  PLANS.map((plan) => `${plan.name} ($${plan.price})`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');
