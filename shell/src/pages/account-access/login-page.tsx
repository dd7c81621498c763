import { Link } from 'react-router';
import { useAuthSession, usePageMeta } from '@launchops/kit/react';
import { StyledNote, StyledStack } from './account-page-styles';
import { SignInPanel } from './sign-in-panel';
import { SitePageLayout } from '../shared/site-page-layout';
import { WhatWorksToday } from './what-works-today';

/** /login: sign in with a code (or link) by e-mail, or a passkey; once signed in, where to go next. */
export function LoginPage() {
  const { account } = useAuthSession();
  usePageMeta({
    title: account ? 'Signed in' : 'Log in',
    description:
      'Sign in to LaunchOps with a one-time code sent to your e-mail, or a passkey: no password. Your checklist progress, plan and bookings follow you to every device.',
  });
  return (
    <SitePageLayout
      eyebrow="Account"
      title={account ? 'Signed in' : 'Log in'}
      lead={
        account
          ? 'Your progress, plan, bookings and chat follow you to every device you sign in on.'
          : 'No password to remember: we e-mail you a one-time code, or you use a passkey you added before. Your progress, plan, bookings and chat then follow you to every device.'
      }
    >
      <StyledStack>
        <SignInPanel
          heading="Sign in by e-mail"
          intro="Type the address you use for LaunchOps. Anything you did in this browser before signing in joins your account."
        />
        {!account && (
          <>
            <WhatWorksToday
              title="Everything works without an account too"
              intro="Without one, your progress, plan, bookings list and chat history are kept for this browser only, by a cookie."
            />
            <StyledNote>
              New here? Signing in with a new address creates your account; see <Link to="/signup">what an account gives you</Link>. How the cookies work is on
              the <Link to="/cookies">cookies page</Link>.
            </StyledNote>
          </>
        )}
      </StyledStack>
    </SitePageLayout>
  );
}
