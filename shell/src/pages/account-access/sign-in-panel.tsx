import styled from '@emotion/styled';
import {
  apiRequest,
  type AuthSession,
  authSessionSchema,
  passkeyCeremonySchema,
  requestSignInCodeInputSchema,
  SIGN_IN_CODE_MINUTES,
  signInCodeSentSchema,
  type SignInMerge,
  verifySignInInputSchema,
} from '@launchops/contracts';
import { useAfterAuthChange, useAuthSession } from '@launchops/kit/react';
import { Button, ButtonLink } from '@launchops/kit/styles';
import { KeyRound, Mail } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { StyledActions, StyledPanel, TOO_MANY_TRIES } from './account-page-styles';
import { describedBy, FieldError, FormAnnouncements, requestErrorMessage, StyledField, StyledHint } from '../shared/form-fields';

const StyledOr = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
  font-size: 0.9rem;
`;

/** What a sign-in brought from this browser, in words. */
export function mergeSummary(merged: SignInMerge | undefined): string[] {
  if (!merged) return [];
  const lines: string[] = [];
  if (merged.tasksAdded > 0)
    lines.push(
      `${merged.tasksAdded} ${merged.tasksAdded === 1 ? 'task' : 'tasks'} you ticked in this browser ${merged.tasksAdded === 1 ? 'was' : 'were'} added to your checklist.`,
    );
  if (merged.planFrom === 'this-browser') lines.push('Your plan now uses the quiz answers from this browser, the newer ones.');
  if (merged.planFrom === 'account') lines.push('Your plan keeps the quiz answers already in your account, the newer ones.');
  if (merged.bookings > 0) lines.push(`${merged.bookings} ${merged.bookings === 1 ? 'booking' : 'bookings'} moved into your account.`);
  if (merged.chatMessages > 0) lines.push(`${merged.chatMessages} chat ${merged.chatMessages === 1 ? 'message' : 'messages'} moved into your account.`);
  if (lines.length === 0) lines.push('Everything you did in this browser is kept with your account; nothing from another device had to be merged.');
  return lines;
}

/** The link in the sign-in e-mail: /login#email=...&code=... (a fragment never reaches a server). */
function linkFromHash(): { email: string; code: string } | null {
  if (typeof window === 'undefined' || !window.location.hash.includes('code=')) return null;
  const params = new URLSearchParams(window.location.hash.slice(1));
  const email = params.get('email');
  const code = params.get('code');
  // The code is spent once posted: take it out of the address bar and history.
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return email && code ? { email, code } : null;
}

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
  const afterAuthChange = useAfterAuthChange();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<AuthSession>();
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const linkTried = useRef(false);

  const finish = async (session: AuthSession) => {
    setDone(session);
    await afterAuthChange();
  };

  const verify = async (address: string, value: string) => {
    const parsed = verifySignInInputSchema.safeParse({ email: address, code: value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      codeInput.current?.focus();
      return;
    }
    setFieldError(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      await finish(await apiRequest('POST', '/api/auth/verify', authSessionSchema, parsed.data));
    } catch (error) {
      setFailure(requestErrorMessage(error, TOO_MANY_TRIES));
    } finally {
      setBusy(false);
    }
  };

  // The e-mail's link: on arrival, and when it is opened in a tab already on this page (only the fragment changes).
  useEffect(() => {
    const follow = () => {
      const link = linkFromHash();
      if (!link) return;
      setEmail(link.email);
      setCode(link.code);
      setStep('code');
      void verify(link.email, link.code);
    };
    if (!linkTried.current) {
      linkTried.current = true;
      follow();
    }
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    setSent(undefined);
    setFailure(undefined);
    const parsed = requestSignInCodeInputSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      emailInput.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const answer = await apiRequest('POST', '/api/auth/code', signInCodeSentSchema, parsed.data);
      setSent(answer.message);
      setStep('code');
      setTimeout(() => codeInput.current?.focus(), 0);
    } catch (error) {
      setFailure(requestErrorMessage(error, TOO_MANY_TRIES));
    } finally {
      setBusy(false);
    }
  };

  const withPasskey = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const ceremony = await apiRequest('POST', '/api/auth/passkey/options', passkeyCeremonySchema, {});
      const response = await startAuthentication({ optionsJSON: ceremony.options as never });
      await finish(await apiRequest('POST', '/api/auth/passkey/verify', authSessionSchema, { challengeId: ceremony.challengeId, response }));
    } catch (error) {
      setFailure(
        error instanceof Error && error.name === 'NotAllowedError'
          ? 'No passkey was used. Try again, or sign in with a code by e-mail.'
          : requestErrorMessage(error, TOO_MANY_TRIES),
      );
    } finally {
      setBusy(false);
    }
  };

  if (done?.account || (account && !done)) {
    const who = done?.account ?? account!;
    return (
      <StyledPanel aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>You are signed in as {who.email}</h2>
        <div role="status">
          {done && (
            <ul>
              {mergeSummary(done.merged).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
        <StyledActions>
          <ButtonLink to="/checklist">Go to your checklist</ButtonLink>
          <ButtonLink to="/account" variant="secondary">
            Your account
          </ButtonLink>
        </StyledActions>
      </StyledPanel>
    );
  }

  const emailId = `${id}-email`;
  const codeId = `${id}-code`;
  return (
    <StyledPanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <p>{intro}</p>
      {step === 'email' ? (
        <form onSubmit={requestCode} noValidate>
          <StyledField>
            <label htmlFor={emailId}>E-mail address</label>
            <input
              ref={emailInput}
              id={emailId}
              type="email"
              name="email"
              autoComplete="email webauthn"
              inputMode="email"
              placeholder="you@company.com"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (fieldError) setFieldError(undefined);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy(`${id}-email-hint`, fieldError && `${id}-error`)}
            />
            <FieldError id={`${id}-error`} message={fieldError} />
            <StyledHint id={`${id}-email-hint`}>
              We e-mail you a 6-digit code and a link that work for {SIGN_IN_CODE_MINUTES} minutes. No password; a new address gets a new account.
            </StyledHint>
          </StyledField>
          <StyledActions>
            <Button type="submit" disabled={busy}>
              <Mail size={16} aria-hidden="true" />
              {busy ? 'Sending...' : 'E-mail me a code'}
            </Button>
          </StyledActions>
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void verify(email, code);
          }}
          noValidate
        >
          <StyledField>
            <label htmlFor={codeId}>Code from the e-mail</label>
            <input
              ref={codeInput}
              id={codeId}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              placeholder="123456"
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, ''));
                if (fieldError) setFieldError(undefined);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy(`${id}-code-hint`, fieldError && `${id}-error`)}
            />
            <FieldError id={`${id}-error`} message={fieldError} />
            <StyledHint id={`${id}-code-hint`}>Sent to {email.trim().toLowerCase()}. It works once.</StyledHint>
          </StyledField>
          <StyledActions>
            <Button type="submit" disabled={busy}>
              {busy ? 'Signing in...' : 'Sign in'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setStep('email');
                setCode('');
                setSent(undefined);
                setFailure(undefined);
              }}
            >
              Use another address
            </Button>
          </StyledActions>
        </form>
      )}
      <FormAnnouncements placement="after" success={sent && <p>{sent}</p>} error={failure && <p>{failure}</p>} />
      <StyledOr>Added a passkey on your account page before?</StyledOr>
      <StyledActions>
        <Button type="button" variant="outline" onClick={withPasskey} disabled={busy}>
          <KeyRound size={16} aria-hidden="true" />
          Sign in with a passkey
        </Button>
      </StyledActions>
    </StyledPanel>
  );
}
