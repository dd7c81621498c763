import styled from '@emotion/styled';
import {
  type AccountSessionList,
  accountSessionListSchema,
  apiGet,
  apiRequest,
  deleteAccountInputSchema,
  longDate,
  type PasskeyList,
  passkeyCeremonySchema,
  passkeyListSchema,
} from '@launchops/contracts';
import { useAfterAuthChange, useAuthSession, usePageMeta } from '@launchops/kit/react';
import { AnchorButton, Button, ButtonLink } from '@launchops/kit/styles';
import { useQuery } from '@tanstack/react-query';
import { Download, KeyRound, LogOut, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { describedBy, FieldError, FormAnnouncements, requestErrorMessage, StyledField, StyledHint } from '../shared/form-fields';
import { StyledActions, StyledPanel, TOO_MANY_TRIES } from '../account-access/account-page-styles';
import { SitePageLayout } from '../shared/site-page-layout';
import { BillingPanel } from './billing-panel';
import { toast } from '../../chrome/toasts/toast-store';

const StyledSections = styled.div`
  display: grid;
  gap: 24px;
  max-width: 760px;
`;

/** A panel with a list of items (sessions, passkeys), each with its button. */
const StyledCard = styled(StyledPanel)`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
    padding: 10px 12px;
    border: 1px solid var(--lo-border);
    border-radius: 10px;
  }
  li span {
    overflow-wrap: anywhere;
  }
`;

const noContent = z.unknown();
const pad = (n: number) => String(n).padStart(2, '0');
/** A moment in the visitor's own time zone: "November 25, 2026, 18:04". */
const when = (iso: string) => {
  const date = new Date(iso);
  return `${longDate(date, 'local')}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** A section's own messages after an action: a polite status, or an alert. */
function useOutcome() {
  const [success, setSuccess] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const run = async (action: () => Promise<string | undefined>) => {
    setSuccess(undefined);
    setFailure(undefined);
    try {
      setSuccess(await action());
    } catch (error) {
      setFailure(requestErrorMessage(error, TOO_MANY_TRIES));
    }
  };
  const view: ReactNode = <FormAnnouncements placement="after" success={success && <p>{success}</p>} error={failure && <p>{failure}</p>} />;
  return { run, view, setFailure };
}

function Sessions() {
  const afterAuthChange = useAfterAuthChange();
  const sessions = useQuery({ queryKey: ['auth', 'sessions'], queryFn: ({ signal }) => apiGet('/api/auth/sessions', accountSessionListSchema, signal) });
  const outcome = useOutcome();
  const end = (session: AccountSessionList[number]) =>
    outcome.run(async () => {
      await apiRequest('DELETE', `/api/auth/sessions/${session.id}`, noContent);
      await sessions.refetch();
      return 'That device is signed out.';
    });
  const here = () =>
    outcome.run(async () => {
      await apiRequest('POST', '/api/auth/sign-out', noContent, {});
      await afterAuthChange();
      return 'You are signed out on this browser.';
    });
  const everywhere = () =>
    outcome.run(async () => {
      if (!window.confirm('Sign out on every device, this one included? You can sign in again with a code by e-mail.')) return undefined;
      await apiRequest('POST', '/api/auth/sign-out-everywhere', noContent, {});
      await afterAuthChange();
      return 'You are signed out everywhere.';
    });
  return (
    <StyledCard aria-labelledby="account-sessions">
      <h2 id="account-sessions">Where you are signed in</h2>
      <p>Each browser you signed in on. A session ends after 30 days without use.</p>
      {sessions.data && (
        <ul>
          {sessions.data.map((session) => (
            <li key={session.id}>
              <span>
                {session.current ? <strong>This browser</strong> : 'Another browser'}: signed in {when(session.createdAt)}, last used {when(session.lastSeenAt)}
              </span>
              {!session.current && (
                <Button type="button" variant="secondary" onClick={() => void end(session)}>
                  Sign out there
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <StyledActions>
        <Button type="button" variant="secondary" onClick={() => void here()}>
          <LogOut size={16} aria-hidden="true" />
          Sign out
        </Button>
        <Button type="button" variant="outline" onClick={() => void everywhere()}>
          Sign out everywhere
        </Button>
      </StyledActions>
      {outcome.view}
    </StyledCard>
  );
}

function Passkeys() {
  const id = useId();
  const passkeys = useQuery({ queryKey: ['auth', 'passkeys'], queryFn: ({ signal }) => apiGet('/api/auth/passkeys', passkeyListSchema, signal) });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const outcome = useOutcome();
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const add = (event: FormEvent) => {
    event.preventDefault();
    void outcome.run(async () => {
      setBusy(true);
      try {
        const label = name.trim() || 'Passkey';
        const { startRegistration } = await import('@simplewebauthn/browser');
        const ceremony = await apiRequest('POST', '/api/auth/passkeys/options', passkeyCeremonySchema, {});
        const response = await startRegistration({ optionsJSON: ceremony.options as never });
        await apiRequest('POST', '/api/auth/passkeys', noContent, { challengeId: ceremony.challengeId, name: label, response });
        setName('');
        await passkeys.refetch();
        return `Passkey "${label}" added. Next time, choose "Sign in with a passkey" on the log-in page.`;
      } catch (error) {
        if (error instanceof Error && error.name === 'NotAllowedError') throw new Error('No passkey was made. Try again when you are ready.');
        throw error;
      } finally {
        setBusy(false);
      }
    });
  };
  const remove = (passkey: PasskeyList[number]) =>
    outcome.run(async () => {
      if (!window.confirm(`Remove the passkey "${passkey.name}"? It will no longer sign you in.`)) return undefined;
      await apiRequest('DELETE', `/api/auth/passkeys/${passkey.id}`, noContent);
      await passkeys.refetch();
      return `Passkey "${passkey.name}" removed.`;
    });

  return (
    <StyledCard aria-labelledby="account-passkeys">
      <h2 id="account-passkeys">Passkeys</h2>
      <p>A passkey signs you in with your device's screen lock or security key, without waiting for an e-mail.</p>
      {passkeys.data && passkeys.data.length > 0 && (
        <ul>
          {passkeys.data.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{passkey.name}</strong>: added {when(passkey.createdAt)}
                {passkey.lastUsedAt ? `, last used ${when(passkey.lastUsedAt)}` : ', not used yet'}
              </span>
              <Button type="button" variant="secondary" onClick={() => void remove(passkey)} aria-label={`Remove the passkey ${passkey.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={add} noValidate>
          <StyledField>
            <label htmlFor={`${id}-name`}>Name for a new passkey</label>
            <input
              id={`${id}-name`}
              name="passkey-name"
              maxLength={60}
              placeholder="Work laptop"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </StyledField>
          <StyledActions>
            <Button type="submit" disabled={busy}>
              <KeyRound size={16} aria-hidden="true" />
              {busy ? 'Waiting for your device...' : 'Add a passkey'}
            </Button>
          </StyledActions>
        </form>
      ) : (
        <p>This browser cannot make passkeys. Signing in by e-mail code works everywhere.</p>
      )}
      {outcome.view}
    </StyledCard>
  );
}

function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const id = useId();
  const afterAuthChange = useAfterAuthChange();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [done, setDone] = useState(false);
  const outcome = useOutcome();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountInputSchema.safeParse({ confirmEmail: typed });
    if (!parsed.success || parsed.data.confirmEmail !== email) {
      setFieldError(`Type ${email} to confirm.`);
      return;
    }
    setFieldError(undefined);
    void outcome.run(async () => {
      await apiRequest('POST', '/api/account/delete', noContent, parsed.data);
      setDone(true);
      // The page says so at its top before the session's end takes this section away.
      onDeleted();
      await afterAuthChange();
      return undefined;
    });
  };
  return (
    <StyledCard aria-labelledby="account-delete">
      <h2 id="account-delete">Delete your account</h2>
      <p>
        This deletes your account and everything kept with it: progress, plan and calendar address, reminders, chat, contact messages, newsletter subscription,
        sessions and passkeys. Upcoming consulting sessions are cancelled and you get the usual cancellation e-mail; past and cancelled bookings are kept for
        the advisor's accounts without your name, address or notes, and deleted three years after the session like every booking. It cannot be undone.
      </p>
      {!done && (
        <form onSubmit={submit} noValidate>
          <StyledField>
            <label htmlFor={`${id}-confirm`}>Type your e-mail address to confirm</label>
            <input
              id={`${id}-confirm`}
              type="email"
              name="confirm-email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy(`${id}-hint`, fieldError && `${id}-error`)}
            />
            <FieldError id={`${id}-error`} message={fieldError} />
            <StyledHint id={`${id}-hint`}>Download your data first if you want a copy.</StyledHint>
          </StyledField>
          <StyledActions>
            <Button type="submit" variant="danger">
              <Trash2 size={16} aria-hidden="true" />
              Delete my account
            </Button>
          </StyledActions>
        </form>
      )}
      {outcome.view}
    </StyledCard>
  );
}

export const ACCOUNT_DELETED = 'Your account and its data are deleted. This browser starts afresh.';

/** What the page shows once the account is deleted: at the top, with the focus, so nobody is left before an empty space. */
function AccountDeleted() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // At once: the site scrolls smoothly, and mid-way the confirmation would still be off screen.
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <StyledSections>
      <StyledCard aria-labelledby="account-deleted">
        <h2 id="account-deleted" ref={heading} tabIndex={-1}>
          Your account is deleted
        </h2>
        <p>{ACCOUNT_DELETED}</p>
        <p>Everything on the site still works without an account; your progress from now on is kept for this browser only.</p>
        <StyledActions>
          <ButtonLink to="/checklist">Go to the checklist</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Home page
          </ButtonLink>
        </StyledActions>
      </StyledCard>
    </StyledSections>
  );
}

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
