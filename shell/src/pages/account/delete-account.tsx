import { apiRequest, deleteAccountInputSchema } from '@launchops/contracts';
import { useAfterAuthChange } from '@launchops/kit/react';
import { Button, ButtonLink } from '@launchops/kit/styles';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { StyledActions } from '../account-access/account-page-styles';
import { describedBy, FieldError, StyledField, StyledHint } from '../shared/form-fields';
import { noContent } from './account-helpers';
import { StyledCard, StyledSections } from './account-styles';
import { useOutcome } from './use-outcome';

export function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => void }) {
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
      <p>
        A paid plan ends with the account: its subscription is cancelled at once and never charged again, and what you paid for the current billing period is
        not refunded.
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
export function AccountDeleted() {
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
