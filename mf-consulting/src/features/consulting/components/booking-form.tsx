import type { Consultant } from '@launchops/contracts';
import { useId } from 'react';
import { useBookingForm } from '../hooks/use-booking-form';
import { BookingConfirmation, BookingSubmit, TopicAndNotes } from './booking-form-parts';
import { describedBy, FormField, fieldIds } from './form-field';
import { StyledForm, StyledRow } from './form-styles';
import { StyledFieldError, StyledHint } from '../../../components/styled-primitives';
import { SlotFields } from './slot-fields';

export interface BookingFormProps {
  consultant: Consultant;
  /** Shorter layout for the home page (no notes hint). */
  compact?: boolean;
}

/**
 * The consultation booking form: the contract's validation and messages, the advisor's free
 * times for the chosen day, and the API's answer (409: the time was taken meanwhile).
 */
export function BookingForm({ consultant, compact = false }: BookingFormProps) {
  const prefix = useId();
  const ids = {
    firstName: fieldIds(prefix, 'first-name'),
    lastName: fieldIds(prefix, 'last-name'),
    email: fieldIds(prefix, 'email'),
    date: fieldIds(prefix, 'date'),
    time: fieldIds(prefix, 'time'),
    topic: fieldIds(prefix, 'topic'),
    notes: fieldIds(prefix, 'notes'),
    consultant: fieldIds(prefix, 'consultant'),
  };
  const { register, submit, errors, isSubmitting, booked, bookedRef, slotNotice, setSlotNotice, choices, localHint, zoneLabel, quote } =
    useBookingForm(consultant);

  return (
    <StyledForm noValidate onSubmit={submit} aria-label="Book a consultation" className="lo-no-print">
      {booked ? <BookingConfirmation booked={booked} zoneLabel={zoneLabel} consultantName={consultant.name} noticeRef={bookedRef} /> : null}
      <input type="hidden" {...register('consultantId')} />
      <StyledRow>
        <FormField ids={ids.firstName} label="First name" error={errors.firstName?.message}>
          <input type="text" autoComplete="given-name" {...register('firstName')} {...describedBy(ids.firstName, errors.firstName?.message)} />
        </FormField>
        <FormField ids={ids.lastName} label="Last name" error={errors.lastName?.message}>
          <input type="text" autoComplete="family-name" {...register('lastName')} {...describedBy(ids.lastName, errors.lastName?.message)} />
        </FormField>
      </StyledRow>
      <FormField ids={ids.email} label="Email" error={errors.email?.message} hint={compact ? undefined : 'We send the confirmation and your manage link here.'}>
        <input type="email" autoComplete="email" inputMode="email" {...register('email')} {...describedBy(ids.email, errors.email?.message, !compact)} />
      </FormField>
      <SlotFields
        dateLabel="Date"
        dateField={register('date', { onChange: () => setSlotNotice(null) })}
        timeField={register('time')}
        ids={ids}
        errors={{ date: errors.date?.message, time: errors.time?.message }}
        choices={choices}
        zoneLabel={zoneLabel}
        notice={slotNotice}
      >
        {localHint ? <StyledHint>{localHint}</StyledHint> : null}
      </SlotFields>
      <TopicAndNotes register={register} errors={errors} ids={ids} compact={compact} />
      {errors.consultantId?.message ? (
        <StyledFieldError id={ids.consultant.errorId} role="alert">
          {errors.consultantId.message}
        </StyledFieldError>
      ) : null}
      <BookingSubmit consultant={consultant} quote={quote.data} submitting={isSubmitting} />
    </StyledForm>
  );
}
