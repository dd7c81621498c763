import { Link } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { StyledNote, StyledStack } from './account-page-styles';
import { SignInPanel } from './sign-in-panel';
import { SitePageLayout } from './site-page-layout';
import { WhatWorksToday } from './what-works-today';

/**
 * /signup: a free account, made by signing in with a new address. There are no paid plans; only one-to-one
 * consulting is paid, per session. (An old `?plan=` link lands here too.)
 */
export function SignupPage() {
  usePageMeta({
    title: 'Sign up',
    description:
      'Create a free LaunchOps account with just your e-mail address: your checklist progress, readiness plan, bookings and chat follow you to every device. No password, no paid plans.',
    canonicalPath: '/signup',
  });
  return (
    <SitePageLayout
      eyebrow="Account"
      title="Create your free account"
      lead="An account keeps your checklist progress, readiness plan, bookings and chat on every device you sign in on. It is free, needs no password, and everything you did in this browser comes with you."
    >
      <StyledStack>
        <SignInPanel heading="Start with your e-mail address" intro="We e-mail you a one-time code. Your account is made when you type it in." />
        <WhatWorksToday title="What you can use, free, with or without an account" intro="Without an account, your progress and plan are kept for this browser only." />
        <StyledNote>
          There are no paid plans: only one-to-one consulting is paid, by the session, priced on the <Link to="/consulting">consulting page</Link>.
          Already have an account? <Link to="/login">Log in</Link>. You can export or delete your account at any time from its page.
        </StyledNote>
      </StyledStack>
    </SitePageLayout>
  );
}
