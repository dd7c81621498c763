import { Link } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { StyledNote, StyledStack } from './account-page-styles';
import { EarlyAccessForm } from './early-access-form';
import { SitePageLayout } from './site-page-layout';
import { WhatWorksToday } from './what-works-today';

/**
 * /signup: there are no accounts and no paid plans. Everything on the site is free without an account; only
 * one-to-one consulting is paid, per session, on the consulting page. (An old `?plan=` link lands here too.)
 */
export function SignupPage() {
  usePageMeta({
    title: 'Sign up',
    description:
      'LaunchOps is free to use without an account: the checklist, your readiness plan, the tool guides, the blog and the Operations Advisor. Join the list to hear when accounts open.',
    canonicalPath: '/signup',
  });
  return (
    <SitePageLayout
      eyebrow="Account"
      title="No account needed"
      lead="Everything on LaunchOps is free and works without an account. There are no paid plans: the only thing we charge for is one-to-one consulting, by the session."
    >
      <StyledStack>
        <EarlyAccessForm
          source="signup"
          heading="Hear when accounts open"
          intro="Accounts will let you keep your progress and plan across devices. Leave your e-mail address and we will write once they are ready; no account is created now."
        />
        <WhatWorksToday title="What you can use today, free" intro="Your progress, plan, bookings and chat history are kept for this browser by a cookie." />
        <StyledNote>
          Consulting sessions are priced on the <Link to="/consulting">consulting page</Link>, where you see the price and
          length before you book.
        </StyledNote>
      </StyledStack>
    </SitePageLayout>
  );
}
