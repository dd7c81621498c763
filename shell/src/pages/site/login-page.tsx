import { Link } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { StyledNote, StyledStack } from './account-page-styles';
import { EarlyAccessForm } from './early-access-form';
import { SitePageLayout } from './site-page-layout';
import { WhatWorksToday } from './what-works-today';

/** /login: there are no accounts yet, and this page says so instead of showing a form that cannot work. */
export function LoginPage() {
  usePageMeta({
    title: 'Log in',
    description:
      'LaunchOps accounts are not open yet, so nobody can log in. Your checklist progress is already saved for your browser; join the early-access list to hear when accounts open.',
  });
  return (
    <SitePageLayout
      eyebrow="Account"
      title="Accounts are coming soon"
      lead="LaunchOps does not have user accounts yet, so there is nothing to log in to and no password to remember. Everything on the site works without one."
    >
      <StyledStack>
        <EarlyAccessForm
          source="login"
          heading="Hear when accounts open"
          intro="Leave your e-mail address and we will write once accounts are ready. No account is created now."
        />
        <WhatWorksToday
          title="What works without an account"
          intro="Your checklist progress, bookings list and chat history are kept for this browser by a cookie. If you clear your cookies or switch devices, you start afresh."
        />
        <StyledNote>
          LaunchOps has no paid plans: everything is free without an account, and only{' '}
          <Link to="/consulting">one-to-one consulting</Link> is paid, per session. How the cookie works is explained on
          the <Link to="/cookies">cookies page</Link>.
        </StyledNote>
      </StyledStack>
    </SitePageLayout>
  );
}
