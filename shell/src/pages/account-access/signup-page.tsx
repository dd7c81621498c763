import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuthSession, usePageMeta } from '@launchops/kit/react';
import { StyledNote, StyledStack } from './account-page-styles';
import { isPaidPlan, PlanCheckout } from './plan-checkout';
import { PlanChange } from './plan-change';
import { SignInPanel } from './sign-in-panel';
import { SitePageLayout } from '../shared/site-page-layout';
import { PolicyStatement } from '../policies/site-policies';
import { WhatWorksToday } from './what-works-today';

/**
 * /signup: a free account, made by signing in with a new address; a link that names a plan (`?plan=pro`) opens its
 * checkout once signed in. The accounts, plans and sessions statements come from policies.yaml.
 */
export function SignupPage() {
  usePageMeta({
    title: 'Sign up',
    description:
      'Create a free LaunchOps account with just your e-mail address: your checklist progress, readiness plan, bookings and chat follow you to every device. No password.',
    canonicalPath: '/signup',
  });
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const { account } = useAuthSession();
  // Opened signed out: signing in here goes on to the plan's payment (PlanCheckout), not to the plan-change page.
  const [openedSignedOut, setOpenedSignedOut] = useState(false);
  useEffect(() => {
    if (account === null) setOpenedSignedOut(true);
  }, [account]);
  // Already signed in when following a plan's link: there is no account to create, only a plan to change.
  if (account && isPaidPlan(plan) && !openedSignedOut) {
    return (
      <SitePageLayout eyebrow="Account" title="Change your plan" lead={`Signed in as ${account.email}.`}>
        <StyledStack>
          <PlanChange chosen={plan} />
          <StyledNote as="div">
            <PolicyStatement id="plans" />
            <span>
              Compare the plans on the <Link to="/#plans">home page</Link>.
            </span>
          </StyledNote>
        </StyledStack>
      </SitePageLayout>
    );
  }
  return (
    <SitePageLayout
      eyebrow="Account"
      title={account ? 'Your account is ready' : 'Create your free account'}
      lead={
        account
          ? `Signed in as ${account.email}. Your checklist progress, readiness plan, bookings and chat follow you to every device you sign in on.`
          : 'An account keeps your checklist progress, readiness plan, bookings and chat on every device you sign in on. It is free, needs no password, and everything you did in this browser comes with you.'
      }
    >
      <StyledStack>
        <PlanCheckout />
        <SignInPanel heading="Start with your e-mail address" intro="We e-mail you a one-time code. Your account is made when you type it in." />
        <WhatWorksToday
          title="What you can use, free, with or without an account"
          intro="Without an account, your progress and plan are kept for this browser only."
        />
        <StyledNote as="div">
          <PolicyStatement id="accounts" />
          <PolicyStatement id="plans" />
          <PolicyStatement id="sessions" />
          <span>
            Already have an account? <Link to="/login">Log in</Link>.
          </span>
        </StyledNote>
      </StyledStack>
    </SitePageLayout>
  );
}
