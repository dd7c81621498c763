import styled from '@emotion/styled';
import { ApiRequestError } from '@launchops/contracts';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

export const StyledField = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
  min-width: 0;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid var(--lo-border);
    border-radius: 8px;
    background: var(--lo-bg);
  }
  textarea {
    min-height: 160px;
    resize: vertical;
    line-height: 1.5;
  }
  input:hover,
  select:hover,
  textarea:hover {
    border-color: var(--lo-fg-muted);
  }
  [aria-invalid='true'] {
    border-color: var(--lo-danger);
    box-shadow: 0 0 0 1px var(--lo-danger);
  }
`;

export const StyledHint = styled.p`
  margin: 0;
  font-size: 0.88rem;
  color: var(--lo-fg-muted);
`;

const StyledFieldError = styled.p`
  margin: 0;
  display: flex;
  align-items: flex-start;
  gap: 6px;
  font-size: 0.9rem;
  font-weight: 500;
  color: var(--lo-danger);
  svg {
    flex: none;
    margin-top: 3px;
  }
`;

/** The message under a field; its id is what the control's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <StyledFieldError id={id}>
      <AlertCircle size={16} aria-hidden="true" />
      <span>{message}</span>
    </StyledFieldError>
  );
}

export const StyledSubmit = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  border: 0;
  border-radius: 10px;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  font-weight: 600;
  cursor: pointer;
  &:hover {
    filter: brightness(1.08);
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

const StyledNotice = styled.div<{ tone: 'success' | 'danger' }>`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: 10px;
  border: 1px solid ${(p) => (p.tone === 'success' ? 'var(--lo-success)' : 'var(--lo-danger)')};
  background: ${(p) => (p.tone === 'success' ? 'var(--lo-success-soft)' : 'var(--lo-danger-soft)')};
  color: var(--lo-fg);
  svg {
    flex: none;
    margin-top: 3px;
    color: ${(p) => (p.tone === 'success' ? 'var(--lo-success)' : 'var(--lo-danger)')};
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: 4px;
  }
`;

// One block whatever it holds; a region only takes space when it has something to say.
const StyledAnnouncements = styled.div<{ placement: 'before' | 'after' }>`
  > div:not(:empty) {
    ${(p) => (p.placement === 'before' ? 'margin-bottom' : 'margin-top')}: 14px;
  }
`;

/**
 * Live regions that exist before anything is announced (screen readers ignore regions that appear
 * together with their text): a polite status for success, an alert for failures. `placement` says
 * whether they sit before or after the neighbouring content, so an empty region takes no space.
 */
export function FormAnnouncements({ success, error, placement }: { success?: ReactNode; error?: ReactNode; placement: 'before' | 'after' }) {
  return (
    <StyledAnnouncements placement={placement}>
      <div role="status" aria-live="polite">
        {success && (
          <StyledNotice tone="success">
            <CheckCircle2 size={18} aria-hidden="true" />
            <div>{success}</div>
          </StyledNotice>
        )}
      </div>
      <div role="alert">
        {error && (
          <StyledNotice tone="danger">
            <AlertCircle size={18} aria-hidden="true" />
            <div>{error}</div>
          </StyledNotice>
        )}
      </div>
    </StyledAnnouncements>
  );
}

/** Ids for aria-describedby, skipping the ones not rendered. */
export const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** What to tell the visitor when a request failed: the server's own message, or why it could not be reached. */
export function requestErrorMessage(error: unknown, tooManyRequests: string): string {
  if (error instanceof ApiRequestError) {
    // The rate limiter's default text is technical ("ThrottlerException: Too Many Requests"); say what to do instead.
    if (error.status === 429 && /^ThrottlerException\b|^429:/.test(error.message)) return tooManyRequests;
    return error.message;
  }
  return 'We could not reach LaunchOps. Please check your connection and try again.';
}

/** First message per top-level field from zod issues or the API's `issues` list. */
export function fieldMessages<F extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = String(typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0]);
    if ((fields as readonly string[]).includes(key) && !result[key as F]) result[key as F] = issue.message;
  }
  return result;
}
