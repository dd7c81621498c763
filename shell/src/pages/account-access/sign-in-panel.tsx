import styled from '@emotion/styled';
import { useAuthSession } from '@launchops/kit/react';
import { Button } from '@launchops/kit/styles';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { FormAnnouncements } from '../shared/form-fields';
import { StyledActions, StyledPanel } from './account-page-styles';
import { CodeForm, EmailForm } from './sign-in-forms';
import { SignedIn } from './signed-in';
import { useSignIn } from './use-sign-in';

const StyledOr = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
  font-size: 0.9rem;
`;

export interface SignInPanelProps {
  heading: string;
  intro: string;
}

/**
 * Signing in without a password: an address, then the 6-digit code (or the e-mail's link) from the e-mail; or a
 * passkey added earlier on the account page. A new address makes a new account. What the sign-in merged from
 * this browser is shown once it is done.
 */
export function SignInPanel({ heading, intro }: SignInPanelProps) {
  const id = useId();
  const { account } = useAuthSession();
  const signIn = useSignIn();
  const { done } = signIn;

  if (done?.account || (account && !done)) return <SignedIn titleId={`${id}-title`} email={(done?.account ?? account!).email} done={done} />;

  return (
    <StyledPanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <p>{intro}</p>
      {signIn.step === 'email' ? <EmailForm id={id} signIn={signIn} /> : <CodeForm id={id} signIn={signIn} />}
      <FormAnnouncements placement="after" success={signIn.sent && <p>{signIn.sent}</p>} error={signIn.failure && <p>{signIn.failure}</p>} />
      <StyledOr>If you added a passkey on your account page, you can sign in with it instead.</StyledOr>
      <StyledActions>
        <Button type="button" variant="outline" onClick={signIn.withPasskey} disabled={signIn.busy}>
          <KeyRound size={16} aria-hidden="true" />
          Sign in with a passkey
        </Button>
      </StyledActions>
    </StyledPanel>
  );
}
