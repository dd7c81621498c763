import styled from '@emotion/styled';
import { CHANGE_WINDOW_HOURS } from '@launchops/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SlotChoice, SlotState } from '../hooks/use-slot-choices';
import { StyledFieldError, StyledHint } from '../../../components/styled-primitives';

const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-weight: 600;
    margin-bottom: 4px;
  }
`;

const StyledZone = styled.p`
  margin: 0 0 10px;
  color: var(--lo-fg-muted);
  font-size: 0.875rem;
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 8px;
`;

const StyledSlot = styled.label`
  position: relative;
  display: block;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }
  input:disabled {
    cursor: not-allowed;
  }
  span.lo-consulting-slot-face {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 6px 8px;
    border: 1px solid var(--lo-border);
    border-radius: 10px;
    background: var(--lo-surface);
    color: var(--lo-fg);
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    transition:
      border-color 120ms ease,
      background 120ms ease;
  }
  span.lo-consulting-slot-note {
    font-size: 0.72rem;
    font-weight: 500;
    color: var(--lo-fg-muted);
  }
  input:not(:disabled):hover + span.lo-consulting-slot-face {
    border-color: var(--lo-primary);
  }
  input:checked + span.lo-consulting-slot-face {
    border-color: var(--lo-primary);
    background: var(--lo-primary);
    color: var(--lo-primary-fg);
  }
  input:checked + span.lo-consulting-slot-face span.lo-consulting-slot-note {
    color: inherit;
  }
  input:disabled + span.lo-consulting-slot-face {
    background: var(--lo-bg-muted);
    color: var(--lo-fg-muted);
    border-style: dashed;
  }
  &[data-unavailable='true'] span.lo-consulting-slot-time {
    text-decoration: line-through;
  }
  input:focus-visible + span.lo-consulting-slot-face {
    outline: 3px solid var(--lo-focus);
    outline-offset: 2px;
  }
  &[data-current='true'] input:disabled + span.lo-consulting-slot-face {
    border-style: solid;
    border-color: var(--lo-primary);
    background: var(--lo-primary-soft);
    color: var(--lo-fg);
  }
  &[data-current='true'] span.lo-consulting-slot-time {
    text-decoration: none !important;
  }
  &[data-invalid='true'] span.lo-consulting-slot-face {
    border-color: var(--lo-danger);
  }
`;

/** The visible label of a time inside the booking notice, and what it says to screen readers. */
const TOO_SOON_NOTE = `within ${CHANGE_WINDOW_HOURS} h`;
const TOO_SOON_SPOKEN = `unavailable: less than ${CHANGE_WINDOW_HOURS} hours away`;
const TOO_SOON_HINT = ` Times marked "${TOO_SOON_NOTE}" start too soon to book online: sessions are booked at least ${CHANGE_WINDOW_HOURS} hours ahead.`;

const STATE_HINTS: Record<SlotState, (free: number, total: number) => string> = {
  'no-date': () => 'Choose a date to see which times are free.',
  loading: () => 'Checking which times are free…',
  ready: (free, total) =>
    free === 0
      ? 'No free times on this day. Please choose another date.'
      : `${free} of ${total} times free. Crossed-out times are already booked or have passed.`,
  unknown: () => "We couldn't check which times are free right now. Pick a time and we'll confirm it when you book.",
};

export interface TimeSlotPickerProps {
  /** From react-hook-form's register('time'). */
  field: UseFormRegisterReturn;
  slots: SlotChoice[];
  state: SlotState;
  freeCount: number;
  /** E.g. "Eastern Time (New York)". */
  zoneLabel: string;
  error?: string;
  errorId: string;
  /** The slot the booking already has (manage page): labelled, not offered. */
  currentTime?: string;
  legend?: string;
}

/** The seven fixed times as a radio group; unavailable ones are disabled and say so to screen readers. */
export function TimeSlotPicker({ field, slots, state, freeCount, zoneLabel, error, errorId, currentTime, legend = 'Time' }: TimeSlotPickerProps) {
  const zoneId = `${errorId}-zone`;
  const statusId = `${errorId}-status`;
  return (
    <StyledFieldset aria-describedby={[zoneId, statusId, error ? errorId : null].filter(Boolean).join(' ')}>
      <legend>{legend}</legend>
      <StyledZone id={zoneId}>Times are in the advisor's time zone: {zoneLabel}.</StyledZone>
      <StyledGrid>
        {slots.map((slot) => {
          const isCurrent = slot.time === currentTime;
          const note = isCurrent ? 'current' : slot.tooSoon ? TOO_SOON_NOTE : slot.available ? null : state === 'ready' ? 'unavailable' : null;
          const spoken = note === TOO_SOON_NOTE ? TOO_SOON_SPOKEN : note;
          return (
            <StyledSlot
              key={slot.time}
              data-invalid={error ? 'true' : undefined}
              data-current={isCurrent ? 'true' : undefined}
              data-unavailable={!slot.available && (state === 'ready' || slot.tooSoon) ? 'true' : undefined}
            >
              <input
                type="radio"
                {...field}
                value={slot.time}
                disabled={!slot.available || isCurrent}
                aria-invalid={error ? true : undefined}
                // One name in every browser: "10:00 AM, unavailable" (starts with the visible text).
                aria-label={spoken ? `${slot.time}, ${spoken}` : slot.time}
              />
              <span className="lo-consulting-slot-face">
                <span className="lo-consulting-slot-time">{slot.time}</span>
                {note ? <span className="lo-consulting-slot-note">{note}</span> : null}
              </span>
            </StyledSlot>
          );
        })}
      </StyledGrid>
      <StyledHint id={statusId} aria-live="polite">
        {STATE_HINTS[state](freeCount, slots.length)}
        {slots.some((slot) => slot.tooSoon) ? TOO_SOON_HINT : null}
      </StyledHint>
      {error ? (
        <StyledFieldError id={errorId} role="alert">
          {error}
        </StyledFieldError>
      ) : null}
    </StyledFieldset>
  );
}
