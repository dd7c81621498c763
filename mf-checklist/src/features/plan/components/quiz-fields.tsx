import type { QuizAnswers } from '@launchops/contracts';
import { formatDate } from '@launchops/kit';
import { useId } from 'react';
import { StyledChoice } from './quiz-page-styles';

/** What each screen's fields get: the answers so far, and a way to change some of them. */
export interface StepProps {
  answers: QuizAnswers;
  set(patch: Partial<QuizAnswers>): void;
}

export function Choices<T extends string | boolean>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T | undefined;
  options: Array<{ value: T; label: string; hint?: string }>;
  onChange(value: T): void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <StyledChoice key={String(option.value)}>
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>
            <strong>{option.label}</strong>
            {option.hint && <span className="hint">{option.hint}</span>}
          </span>
        </StyledChoice>
      ))}
    </fieldset>
  );
}

export function DateField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
}) {
  const id = useId();
  // The browser's box writes the day its own way (11/05/2026 or 05/11/2026): say it back as the site writes dates.
  const chosen = value ? formatDate(value) : '';
  const describedBy = [hint ? `${id}-hint` : '', chosen ? `${id}-chosen` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        type="date"
        value={value ?? ''}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
      {chosen ? (
        <p className="hint" id={`${id}-chosen`}>
          {chosen}
        </p>
      ) : null}
    </div>
  );
}

export const yesNo = (yes: string, no: string) => [
  { value: true, label: yes },
  { value: false, label: no },
];
