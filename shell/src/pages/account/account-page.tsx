import { longDate } from '@launchops/contracts';
import { useAuthSession, usePageMeta } from '@launchops/kit/react';
import { AnchorButton, ButtonLink } from '@launchops/kit/styles';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { StyledActions } from '../account-access/account-page-styles';
import { SitePageLayout } from '../shared/site-page-layout';
import { toast } from '../../chrome/toasts/toast-store';
import { StyledCard, StyledSections } from './account-styles';
import { BillingPanel } from './billing-panel';
import { ACCOUNT_DELETED, AccountDeleted, DeleteAccount } from './delete-account';
import { Passkeys } from './passkeys-panel';
import { Sessions } from './sessions-panel';

/** /account: the signed-in founder's address, sessions, passkeys, data export and deletion. */
export function AccountPage() {
  usePageMeta({
    title: 'Your account',
    description: 'Your LaunchOps account: where you are signed in, passkeys, a copy of your data, and deletion.',
    robots: 'noindex',
  });
  const { account, loading } = useAuthSession();
  const [deleted, setDeleted] = useState(false);
  const onDeleted = () => {
    setDeleted(true);
    toast({ title: 'Account deleted', description: ACCOUNT_DELETED });
  };
  return (
    <SitePageLayout
      eyebrow="Account"
      title="Your account"
      lead={
        deleted
          ? 'You are no longer signed in.'
          : account
            ? `Signed in as ${account.email}, with us since ${longDate(new Date(account.createdAt), 'local')}.`
            : 'Sign in to see your account.'
      }
    >
      {deleted ? (
        <AccountDeleted />
      ) : loading ? (
        <p aria-busy="true">Checking whether you are signed in...</p>
      ) : !account ? (
        <StyledSections>
          <StyledCard aria-labelledby="account-signed-out">
            <h2 id="account-signed-out">You are not signed in</h2>
            <p>Sign in with a code by e-mail or a passkey to manage your account. Everything on the site also works without one.</p>
            <StyledActions>
              <ButtonLink to="/login">Log in</ButtonLink>
              <ButtonLink to="/signup" variant="secondary">
                Create a free account
              </ButtonLink>
            </StyledActions>
          </StyledCard>
        </StyledSections>
      ) : (
        <StyledSections>
          <BillingPanel />
          <Sessions />
          <Passkeys />
          <StyledCard aria-labelledby="account-export">
            <h2 id="account-export">Your data</h2>
            <p>
              One JSON file with every row we hold about your account: progress, plan, bookings, chat, messages, subscriptions, sessions and e-mails sent to
              you.
            </p>
            <StyledActions>
              <AnchorButton href="/api/account/export" download variant="secondary">
                <Download size={16} aria-hidden="true" />
                Download your data
              </AnchorButton>
            </StyledActions>
          </StyledCard>
          <DeleteAccount email={account.email} onDeleted={onDeleted} />
        </StyledSections>
      )}
    </SitePageLayout>
  );
}
