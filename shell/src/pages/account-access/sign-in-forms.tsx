import { SIGN_IN_CODE_MINUTES } from '@launchops/contracts';
import { Button } from '@launchops/kit/styles';
import { Mail } from 'lucide-react';
import { describedBy, FieldError, StyledField, StyledHint } from '../shared/form-fields';
import { StyledActions } from './account-page-styles';
import type { SignIn } from './use-sign-in';

/** The first step: the address the code is sent to. */
export function EmailForm({ id, signIn }: { id: string; signIn: SignIn }) {
  const emailId = `${id}-email`;
  return (
    <form onSubmit={signIn.requestCode} noValidate>
      <StyledField>
        <label htmlFor={emailId}>E-mail address</label>
        <input
          ref={signIn.emailInput}
          id={emailId}
          type="email"
          name="email"
          autoComplete="email webauthn"
          inputMode="email"
          placeholder="you@company.com"
          value={signIn.email}
          onChange={(event) => {
            signIn.setEmail(event.target.value);
            if (signIn.fieldError) signIn.setFieldError(undefined);
          }}
          aria-invalid={signIn.fieldError ? true : undefined}
          aria-describedby={describedBy(`${id}-email-hint`, signIn.fieldError && `${id}-error`)}
        />
        <FieldError id={`${id}-error`} message={signIn.fieldError} />
        <StyledHint id={`${id}-email-hint`}>
          We e-mail you a 6-digit code and a link that work for {SIGN_IN_CODE_MINUTES} minutes. No password; a new address gets a new account.
        </StyledHint>
      </StyledField>
      <StyledActions>
        <Button type="submit" disabled={signIn.busy}>
          <Mail size={16} aria-hidden="true" />
          {signIn.busy ? 'Sending...' : 'E-mail me a code'}
        </Button>
      </StyledActions>
    </form>
  );
}

/** The second step: the code from the e-mail, or back to another address. */
export function CodeForm({ id, signIn }: { id: string; signIn: SignIn }) {
  const codeId = `${id}-code`;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void signIn.verify(signIn.email, signIn.code);
      }}
      noValidate
    >
      <StyledField>
        <label htmlFor={codeId}>Code from the e-mail</label>
        <input
          ref={signIn.codeInput}
          id={codeId}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          placeholder="123456"
          value={signIn.code}
          onChange={(event) => {
            signIn.setCode(event.target.value.replace(/\D/g, ''));
            if (signIn.fieldError) signIn.setFieldError(undefined);
          }}
          aria-invalid={signIn.fieldError ? true : undefined}
          aria-describedby={describedBy(`${id}-code-hint`, signIn.fieldError && `${id}-error`)}
        />
        <FieldError id={`${id}-error`} message={signIn.fieldError} />
        <StyledHint id={`${id}-code-hint`}>Sent to {signIn.email.trim().toLowerCase()}. It works once.</StyledHint>
      </StyledField>
      <StyledActions>
        <Button type="submit" disabled={signIn.busy}>
          {signIn.busy ? 'Signing in...' : 'Sign in'}
        </Button>
        <Button type="button" variant="secondary" onClick={signIn.startOver}>
          Use another address
        </Button>
      </StyledActions>
    </form>
  );
}
