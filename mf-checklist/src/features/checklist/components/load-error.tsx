import styled from '@emotion/styled';
import { CircleAlert, RotateCw } from 'lucide-react';
import { StyledButton } from '../../../components/button';

const StyledError = styled.div`
  display: grid;
  justify-items: start;
  gap: 10px;
  padding: 20px 22px;
  border: 1px solid color-mix(in srgb, var(--lo-danger) 40%, transparent);
  border-radius: 14px;
  background: var(--lo-danger-soft);
  h2,
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 1.1rem;
    color: var(--lo-danger);
  }
  p {
    margin: 0;
  }
  small {
    color: var(--lo-fg-muted);
  }
`;

/** A failed load says what failed and offers a retry (never a blank page). */
export function LoadError({
  title,
  message,
  detail,
  onRetry,
  retrying,
  headingLevel = 2,
}: {
  title: string;
  message: string;
  detail?: string;
  onRetry: () => void;
  retrying: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <StyledError role="alert" data-testid="checklist-error">
      <Heading>
        <CircleAlert size={20} aria-hidden="true" />
        {title}
      </Heading>
      <p>{message}</p>
      {detail ? <small>Details: {detail}</small> : null}
      <StyledButton type="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCw size={18} aria-hidden="true" />
        {retrying ? 'Retrying...' : 'Retry'}
      </StyledButton>
    </StyledError>
  );
}
