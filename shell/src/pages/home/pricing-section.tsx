import styled from '@emotion/styled';
import type { PublicPlan } from '@launchops/contracts';
import { useAuthSession } from '@launchops/kit/react';
import { ButtonLink } from '@launchops/kit/styles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { StyledLead, StyledSection, StyledSectionTitle } from './section-styles';

const StyledPlans = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  align-items: stretch;
`;

const StyledPlan = styled.li<{ popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 24px;
  border: ${(p) => (p.popular ? '2px solid var(--lo-primary)' : '1px solid var(--lo-border)')};
  border-radius: 16px;
  background: var(--lo-surface);
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  ul {
    list-style: none;
    margin: 0 0 20px;
    padding: 0;
    display: grid;
    gap: 8px;
    flex: 1;
    align-content: start;
  }
  ul li {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  ul svg {
    color: var(--lo-success);
    flex: none;
    margin-top: 3px;
  }
`;

const StyledPopular = styled.span`
  align-self: flex-start;
  margin-bottom: 8px;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  font-size: 0.8rem;
  font-weight: 700;
`;

const StyledPrice = styled.p`
  margin: 8px 0 4px;
  font-size: 2rem;
  font-weight: 800;
  span {
    font-size: 1rem;
    font-weight: 500;
    color: var(--lo-fg-muted);
  }
`;

const StyledTagline = styled.p`
  margin: 0 0 16px;
  color: var(--lo-fg-muted);
`;

const StyledIncludes = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
`;

/**
 * GET /api/plans: the plans and their card lines (services/content/plans.yaml, the one table of entitlements).
 * Checked without zod (plans-fetch.ts, loaded with the request): the home page's first visit loads none.
 */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: async ({ signal }) => (await import('./plans-fetch')).fetchPlans(signal),
    staleTime: 5 * 60_000,
  });

function includesLine(plan: PublicPlan, plans: PublicPlan[]): string | undefined {
  if (!plan.includes) return undefined;
  if (plan.includes === 'free') return 'Everything in the free guide, plus:';
  return `Everything in ${plans.find((p) => p.id === plan.includes)?.name ?? plan.includes}, plus:`;
}

/** A signed-in founder's plan (the account page's query), so the cards can mark it; an anonymous visitor asks nothing. */
function useCurrentPlan(): PublicPlan['id'] | undefined {
  const { account } = useAuthSession();
  const entitlements = useQuery({
    queryKey: ['billing', 'entitlements'],
    queryFn: async ({ signal }) => (await import('./entitlements-fetch')).fetchEntitlements(signal),
    enabled: Boolean(account),
  });
  return account ? entitlements.data?.plan : undefined;
}

function PlanAction({ plan, current }: { plan: PublicPlan; current: PublicPlan['id'] | undefined }) {
  if (current === plan.id)
    return (
      <ButtonLink to="/account" variant="secondary" aria-label={`Your plan: ${plan.name}, see it on your account page`}>
        Your plan
      </ButtonLink>
    );
  const paying = current !== undefined && current !== 'free';
  return (
    <ButtonLink
      to={`/signup?plan=${plan.id}`}
      variant={plan.popular ? 'primary' : 'secondary'}
      aria-label={`${paying ? 'Change to' : 'Get started with'} ${plan.name}, $${plan.monthlyPriceUsd} a month`}
    >
      {paying ? `Change to ${plan.name}` : 'Get started'}
    </ButtonLink>
  );
}

/** The home page's pricing: the three paid plans, their prices and lines, each with a link to sign up for it. */
export function PricingSection() {
  const plans = useQuery(plansQueryOptions());
  const current = useCurrentPlan();
  const paid = plans.data?.filter((plan) => plan.monthlyPriceUsd > 0) ?? [];
  return (
    <StyledSection id="plans" aria-labelledby="plans-title">
      <StyledSectionTitle id="plans-title">Plans for when you want more</StyledSectionTitle>
      <StyledLead>
        The launch guide stays free, deadline reminders included. A plan adds premium articles and document templates, time with the advisor, and a roadmap she
        reviews.
      </StyledLead>
      {plans.isError && <p role="alert">The plans could not be loaded just now; please reload the page.</p>}
      {plans.isPending && <p aria-busy="true">Loading the plans...</p>}
      {paid.length > 0 && (
        <StyledPlans>
          {paid.map((plan) => (
            <StyledPlan
              key={plan.id}
              popular={current ? current === plan.id : plan.popular}
              aria-labelledby={`plan-${plan.id}`}
              data-testid={`plan-${plan.id}`}
            >
              {current === plan.id ? <StyledPopular>Your plan</StyledPopular> : plan.popular && <StyledPopular>Popular</StyledPopular>}
              <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
              <StyledPrice>
                ${plan.monthlyPriceUsd} <span>a month</span>
              </StyledPrice>
              <StyledTagline>{plan.tagline}</StyledTagline>
              {includesLine(plan, plans.data!) && <StyledIncludes>{includesLine(plan, plans.data!)}</StyledIncludes>}
              <ul>
                {plan.lines.map((line) => (
                  <li key={line.entitlement} data-entitlement={line.entitlement}>
                    <Check size={16} aria-hidden="true" />
                    {line.text}
                  </li>
                ))}
              </ul>
              <PlanAction plan={plan} current={current} />
            </StyledPlan>
          ))}
        </StyledPlans>
      )}
    </StyledSection>
  );
}
