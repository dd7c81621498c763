import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SlotChoices } from '../hooks/use-slot-choices';
import { fullDay } from '../utils/zone-display';
import { describedBy, type FieldIds, FormField } from './form-field';
import { StyledHint } from '../../../components/styled-primitives';
import { TimeSlotPicker } from './time-slot-picker';

export interface SlotFieldsProps {
  dateLabel: string;
  timeLegend?: string;
  dateField: UseFormRegisterReturn;
  timeField: UseFormRegisterReturn;
  ids: { date: FieldIds; time: FieldIds };
  errors: { date?: string; time?: string };
  choices: SlotChoices;
  zoneLabel: string;
  /** A message about the chosen time (e.g. it was just taken), shown under the slots. */
  notice: string | null;
  /** The booking's own slot, marked "current" (rescheduling). */
  currentTime?: string;
  /** More hints under the slots (the visitor's own clock, say). */
  children?: ReactNode;
}

/** The day and the time of a consultation: the bookable range, the slots of the day, and why a day is closed. */
export function SlotFields({ dateLabel, timeLegend, dateField, timeField, ids, errors, choices, zoneLabel, notice, currentTime, children }: SlotFieldsProps) {
  return (
    <>
      <FormField ids={ids.date} label={dateLabel} error={errors.date} hint={`From today up to ${fullDay(choices.max)}.`}>
        <input type="date" min={choices.min} max={choices.max} {...dateField} {...describedBy(ids.date, errors.date, true)} />
      </FormField>
      <div>
        <TimeSlotPicker
          legend={timeLegend}
          field={timeField}
          slots={choices.slots}
          state={choices.state}
          freeCount={choices.freeCount}
          zoneLabel={zoneLabel}
          error={errors.time}
          errorId={ids.time.errorId}
          currentTime={currentTime}
        />
        {choices.closed ? (
          <StyledHint role="status" data-testid="day-closed">
            {choices.closed}
          </StyledHint>
        ) : null}
        {notice && !errors.time ? <StyledHint role="status">{notice}</StyledHint> : null}
        {children}
      </div>
    </>
  );
}
