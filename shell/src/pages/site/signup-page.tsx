import styled from '@emotion/styled';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '@launchops/contracts/react';
import { type Plan, PLANS } from '../home/plans';
import { EarlyAccessForm } from './early-access-form';
import { PlanCard, planSummary } from './plan-card';
import { SitePageLayout, StyledButtonLink, StyledCallout } from './site-page-layout';
import { WhatWorksToday } from './what-works-today';

const StyledStack = styled.div`
  display: grid;
  gap: 40px;
`;

const StyledChosen = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr);
  align-items: start;
  @media (max-width: 860px) { grid-template-columns: minmax(0, 1fr); }
`;

const StyledPlanGrid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  align-items: stretch;
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: var(--lo-fg-muted);
`;

const StyledOthers = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
`;

const StyledFullWidthLink = styled(StyledButtonLink)`
  width: 100%;
  justify-content: center;
`;

const findPlan = (value: string | null): Plan | undefined => PLANS.find((plan) => plan.id === value?.trim().toLowerCase());

function ChosenPlan({ plan }: { plan: Plan }) {
  const others = PLANS.filter((other) => other.id !== plan.id);
  usePageMeta({
    title: `Early access to the ${plan.name} plan`,
    description: `The LaunchOps ${plan.name} plan ($${plan.price} per month) is not open yet. See what it will include and join its early-access list; nothing is charged.`,
    canonicalPath: `/signup?plan=${plan.id}`,
  });
  return (
    <SitePageLayout
      eyebrow="Plans"
      title={`Get early access to ${plan.name}`}
      lead={
        <>
          Accounts and billing are not open yet, so you cannot sign up for {plan.name} or pay for it today. Join the
          early-access list and we will e-mail you when it opens, with the final price and terms before you can buy
          anything.
        </>
      }
    >
      <StyledStack>
        <StyledChosen>
          <PlanCard
            plan={plan}
            headingLevel="h2"
            footer={<StyledNote>Planned price. Nothing is charged and no payment details are asked for.</StyledNote>}
          />
          <div style={{ display: 'grid', gap: 16 }}>
            <EarlyAccessForm
              source={`signup:${plan.id}`}
              heading={`Join the early-access list for ${plan.name}`}
              intro={`Leave your e-mail address and we will write when the ${plan.name} plan opens. That is all it does: no account is created and nothing is charged.`}
            />
            <StyledOthers>
              Comparing plans?{' '}
              {others.map((other, index) => (
                <span key={other.id}>
                  {index > 0 && ' or '}
                  <Link to={`/signup?plan=${other.id}`}>
                    {other.name} (${other.price}/month)
                  </Link>
                </span>
              ))}
              , or <Link to="/signup">see all three side by side</Link>.
            </StyledOthers>
          </div>
        </StyledChosen>
        <WhatWorksToday
          title="What you can use today"
          intro="Everything below is free and works without an account."
        />
      </StyledStack>
    </SitePageLayout>
  );
}

function PlanPicker({ requested }: { requested: string | null }) {
  usePageMeta({
    title: 'Choose a plan',
    description: `LaunchOps ${planSummary()} per month: what each plan will include. Accounts and billing are not open yet; join the early-access list for the plan you want.`,
    canonicalPath: '/signup',
  });
  return (
    <SitePageLayout
      eyebrow="Plans"
      title="Choose a plan"
      lead="Accounts and billing are not open yet. Pick the plan you are interested in and join its early-access list: we will e-mail you when it opens, and nothing is charged before then."
    >
      <StyledStack>
        <div>
          {requested && (
            <StyledCallout tone="warning">
              <p>
                We do not have a plan called “{requested}”. These are the three plans we are preparing.
              </p>
            </StyledCallout>
          )}
          <StyledPlanGrid>
            {PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                headingLevel="h2"
                footer={<StyledFullWidthLink to={`/signup?plan=${plan.id}`}>Choose {plan.name}</StyledFullWidthLink>}
              />
            ))}
          </StyledPlanGrid>
        </div>
        <WhatWorksToday
          title="What you can use today"
          intro="While the plans are being prepared, all of this is free and works without an account."
        />
      </StyledStack>
    </SitePageLayout>
  );
}

/** /signup?plan=basic|pro|premium: the chosen plan and its early-access list; any other value shows all three. */
export function SignupPage() {
  const [params] = useSearchParams();
  const requested = params.get('plan');
  const plan = findPlan(requested);
  return plan ? <ChosenPlan key={plan.id} plan={plan} /> : <PlanPicker requested={requested?.trim().slice(0, 40) || null} />;
}
