import {
  apiRequest,
  type AuthSession,
  authSessionSchema,
  passkeyCeremonySchema,
  requestSignInCodeInputSchema,
  signInCodeSentSchema,
  verifySignInInputSchema,
} from '@launchops/contracts';
import { useAfterAuthChange } from '@launchops/kit/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { requestErrorMessage } from '../shared/form-fields';
import { TOO_MANY_TRIES } from './account-page-styles';

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

/** The browser's passkey ceremony, then the session the API opens for it. */
async function passkeySession(): Promise<AuthSession> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const ceremony = await apiRequest('POST', '/api/auth/passkey/options', passkeyCeremonySchema, {});
  const response = await startAuthentication({ optionsJSON: ceremony.options as never });
  return apiRequest('POST', '/api/auth/passkey/verify', authSessionSchema, { challengeId: ceremony.challengeId, response });
}

/** Calls onLink with the e-mail's link: on arrival, and when it is opened in a tab already on this page (only the fragment changes). */
function useEmailLink(onLink: (link: { email: string; code: string }) => void) {
  const linkTried = useRef(false);
  useEffect(() => {
    const follow = () => {
      const link = linkFromHash();
      if (link) onLink(link);
    };
    if (!linkTried.current) {
      linkTried.current = true;
      follow();
    }
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

const failureText = (error: unknown) => requestErrorMessage(error, TOO_MANY_TRIES);
const passkeyFailureText = (error: unknown) =>
  error instanceof Error && error.name === 'NotAllowedError' ? 'No passkey was used. Try again, or sign in with a code by e-mail.' : failureText(error);

/** Busy while an action runs; its failure, in words, shown after it. */
function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const attempt = async (action: () => Promise<void>, describe = failureText) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, attempt };
}

/** The sign-in's steps and state: the address, the code (typed or from the e-mail's link), or a passkey. */
export function useSignIn() {
  const afterAuthChange = useAfterAuthChange();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const { busy, failure, setFailure, attempt } = useAttempt();
  const [done, setDone] = useState<AuthSession>();
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

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
    await attempt(async () => finish(await apiRequest('POST', '/api/auth/verify', authSessionSchema, parsed.data)));
  };

  useEmailLink((link) => {
    setEmail(link.email);
    setCode(link.code);
    setStep('code');
    void verify(link.email, link.code);
  });

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
    await attempt(async () => {
      const answer = await apiRequest('POST', '/api/auth/code', signInCodeSentSchema, parsed.data);
      setSent(answer.message);
      setStep('code');
      setTimeout(() => codeInput.current?.focus(), 0);
    });
  };

  const withPasskey = async () => {
    setFailure(undefined);
    await attempt(async () => finish(await passkeySession()), passkeyFailureText);
  };

  const startOver = () => {
    setStep('email');
    setCode('');
    setSent(undefined);
    setFailure(undefined);
  };

  return {
    step,
    email,
    setEmail,
    code,
    setCode,
    fieldError,
    setFieldError,
    busy,
    sent,
    failure,
    done,
    emailInput,
    codeInput,
    verify,
    requestCode,
    withPasskey,
    startOver,
  };
}

export type SignIn = ReturnType<typeof useSignIn>;
