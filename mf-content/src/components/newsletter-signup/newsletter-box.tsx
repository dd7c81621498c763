import styled from '@emotion/styled';
import { CircleCheck, Mail } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../button-link';
import { useNewsletterSignup } from './use-newsletter-signup';
import { noticeCss } from '@launchops/kit/styles';

const StyledBox = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  gap: 24px 40px;
  align-items: center;
  margin-top: 56px;
  padding: 32px;
  border-radius: 18px;
  border: 1px solid var(--lo-border);
  background: linear-gradient(120deg, var(--lo-primary-soft), var(--lo-bg-muted));
  h2 {
    margin: 8px 0 8px;
    font-size: 1.5rem;
  }
  > div > p {
    margin: 0;
    color: var(--lo-fg-muted);
  }
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
    padding: 24px 20px;
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
`;

const StyledForm = styled.form`
  display: grid;
  gap: 8px;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  input {
    flex: 1 1 220px;
    min-width: 0;
    min-height: 46px;
    padding: 10px 14px;
    border: 1px solid var(--lo-border);
    border-radius: 10px;
    background: var(--lo-surface);
    font-size: 1rem;
  }
  input[aria-invalid='true'] {
    border-color: var(--lo-danger);
  }
  button {
    flex: 0 0 auto;
    min-height: 46px;
  }
  @media (max-width: 420px) {
    button {
      flex: 1 1 100%;
    }
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: var(--lo-danger);
  font-size: 0.9rem;
  font-weight: 600;
`;

const StyledSuccess = styled.p`
  ${noticeCss('success')};
  font-size: 0.95rem;
`;

const StyledHint = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
  font-size: 0.85rem;
`;

/**
 * The blog's newsletter sign-up: validates the address, subscribes (double opt-in) and says what happens next.
 * `source` tells where the form was; `archiveLink` links the past issues (not on the archive itself).
 */
export function NewsletterBox({ source = 'blog', archiveLink = true }: { source?: 'blog' | 'newsletter'; archiveLink?: boolean } = {}) {
  const id = useId();
  const { email, changeEmail, error, confirmation, pending, submit } = useNewsletterSignup(source);

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <StyledBox aria-labelledby={`${id}-title`} className="lo-no-print">
      <div>
        <StyledIcon aria-hidden="true">
          <Mail size={22} />
        </StyledIcon>
        <h2 id={`${id}-title`}>Get weekly operational tips</h2>
        <p>
          One practical guide every Thursday: deadlines coming up, paperwork people forget, and the tools worth paying for.
          {archiveLink ? (
            <>
              {' '}
              <Link to="/newsletter">Read past issues</Link>.
            </>
          ) : null}
        </p>
      </div>
      <StyledForm onSubmit={submit} noValidate aria-label="Newsletter sign-up">
        <label htmlFor={`${id}-email`}>Your e-mail address</label>
        <StyledRow>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@company.com"
            maxLength={254}
            value={email}
            onChange={(event) => changeEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          />
          <Button type="submit" disabled={pending}>
            {pending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </StyledRow>
        {error ? (
          <StyledError id={errorId} role="alert">
            {error}
          </StyledError>
        ) : null}
        <div role="status">
          {confirmation ? (
            <StyledSuccess>
              <CircleCheck size={18} aria-hidden="true" />
              {confirmation}
            </StyledSuccess>
          ) : null}
        </div>
        <StyledHint id={hintId}>We will e-mail you a link to confirm. One click unsubscribes you at any time.</StyledHint>
      </StyledForm>
    </StyledBox>
  );
}
