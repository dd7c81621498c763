import type { ReactNode } from 'react';
import { StyledFieldError, StyledHint } from '../../../components/styled-primitives';

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** Ids for a control, its hint and its error (under one useId prefix). */
export const fieldIds = (prefix: string, name: string): FieldIds => ({
  id: `${prefix}-${name}`,
  hintId: `${prefix}-${name}-hint`,
  errorId: `${prefix}-${name}-error`,
});

/** The control's ARIA wiring: invalid state and what describes it (hint, then error). */
export function describedBy(ids: FieldIds, error: string | undefined, hasHint = false) {
  const described = [hasHint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ');
  return {
    id: ids.id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': described || undefined,
  };
}

export interface FormFieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** A label, the control, an optional hint and the error, announced when it appears. */
export function FormField({ ids, label, hint, error, children }: FormFieldProps) {
  return (
    <div>
      <label className="lo-consulting-label" htmlFor={ids.id}>
        {label}
      </label>
      {children}
      {hint ? <StyledHint id={ids.hintId}>{hint}</StyledHint> : null}
      {error ? (
        <StyledFieldError id={ids.errorId} role="alert">
          {error}
        </StyledFieldError>
      ) : null}
    </div>
  );
}
