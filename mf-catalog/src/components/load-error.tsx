import styled from '@emotion/styled';
import { RotateCw } from 'lucide-react';
import { primaryButtonCss } from './shared-styles';

const StyledError = styled.div`
  padding: 32px 16px;
  border: 1px solid var(--lo-danger);
  border-radius: 12px;
  background: var(--lo-danger-soft);
  text-align: center;
  p {
    margin: 0 0 16px;
  }
  strong {
    display: block;
    margin-bottom: 4px;
  }
`;

const StyledRetry = styled.button`
  ${primaryButtonCss};
`;

export interface LoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load, said plainly, with a retry (queries do not retry by themselves). */
export function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <StyledError role="alert">
      <p>
        <strong>{title}</strong>
        {message}
      </p>
      <StyledRetry type="button" onClick={onRetry} disabled={retrying}>
        <RotateCw size={16} aria-hidden="true" />
        {retrying ? 'Trying again...' : 'Try again'}
      </StyledRetry>
    </StyledError>
  );
}
