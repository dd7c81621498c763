import styled from '@emotion/styled';
import { apiRequest, createSubscriptionInputSchema, subscriptionAcceptedSchema } from '@launchops/contracts';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { describedBy, FieldError, FormAnnouncements, requestErrorMessage, StyledField, StyledHint, StyledSubmit } from './form-fields';

const StyledCard = styled.section`
  padding: 24px;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
  display: grid;
  gap: 14px;
  @media (max-width: 480px) { padding: 18px; }
  h2 { margin: 0; font-size: 1.3rem; }
  > p { margin: 0; color: var(--lo-fg-muted); }
`;

const StyledForm = styled.form`
  display: block;
`;

const StyledInline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: flex-start;
  input { flex: 1 1 220px; }
  button { flex: none; }
`;

export interface EarlyAccessFormProps {
  /** Stored with the subscription: `login` or `signup:<plan>`. */
  source: string;
  heading: string;
  /** One or two sentences on what joining means for this page's visitor. */
  intro: string;
}

/**
 * Joins the early-access list: a newsletter subscription tagged with where it came from. The API sends
 * a confirmation e-mail first (double opt-in), so nothing is added until the visitor clicks its link.
 */
export function EarlyAccessForm({ source, heading, intro }: EarlyAccessFormProps) {
  const id = useId();
  const inputId = `${id}-email`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(undefined);
    setFailure(undefined);
    const parsed = createSubscriptionInputSchema.safeParse({ email: email.trim(), source });
    if (!parsed.success) {
      setFieldError(parsed.error.issues.find((issue) => issue.path[0] === 'email')?.message ?? parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      const accepted = await apiRequest('POST', '/api/newsletter-subscriptions', subscriptionAcceptedSchema, parsed.data);
      setSuccess(accepted.message);
      setEmail('');
    } catch (error) {
      setFailure(requestErrorMessage(error, 'Too many sign-ups from your connection in the last minute. Please wait a minute and try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <StyledCard aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <p>{intro}</p>
      <StyledForm onSubmit={submit} noValidate>
        <StyledField>
          <label htmlFor={inputId}>E-mail address</label>
          <StyledInline>
            <input
              ref={input}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@company.com"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (fieldError) setFieldError(undefined);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy(hintId, fieldError && errorId)}
            />
            <StyledSubmit type="submit" disabled={sending}>
              <Mail size={16} aria-hidden="true" />
              {sending ? 'Sending...' : 'Join the early-access list'}
            </StyledSubmit>
          </StyledInline>
          <FieldError id={errorId} message={fieldError} />
          <StyledHint id={hintId}>
            We send one e-mail with a confirmation link; you are only added once you click it. You will also get our
            Thursday newsletter, and every e-mail has a one-click unsubscribe link.
          </StyledHint>
        </StyledField>
        <FormAnnouncements
          placement="after"
          success={
            success && (
              <>
                <p>
                  <strong>{success}</strong>
                </p>
                <p>Open the e-mail from LaunchOps and click the confirmation link. If it is not there in a few minutes, check your spam folder.</p>
              </>
            )
          }
          error={failure && <p>{failure}</p>}
        />
      </StyledForm>
    </StyledCard>
  );
}
