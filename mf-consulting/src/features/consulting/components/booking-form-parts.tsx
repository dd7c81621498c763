import styled from '@emotion/styled';
import { BOOKING_TOPICS, type Consultant, SESSION_MINUTES } from '@launchops/contracts';
import { CalendarCheck } from 'lucide-react';
import type { RefObject } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { useBookingQuote } from '../api/booking-payment';
import { useCancellationPolicy } from '../hooks/use-cancellation-policy';
import type { BookingFormValues } from '../hooks/use-booking-form';
import { quoteText, sessionTerms } from '../utils/session-terms';
import { fullDay } from '../utils/zone-display';
import { describedBy, type FieldIds, FormField } from './form-field';
import { StyledButton, StyledHint, StyledNotice } from '../../../components/styled-primitives';

type BookingQuote = NonNullable<ReturnType<typeof useBookingQuote>['data']>;

const StyledSubmit = styled(StyledButton)`
  width: 100%;
`;

/** The booking just made, at the form's top, where focus is brought and a screen reader reads it out. */
export function BookingConfirmation({
  booked,
  zoneLabel,
  consultantName,
  noticeRef,
}: {
  booked: { date: string; time: string; email: string };
  zoneLabel: string;
  consultantName: string;
  noticeRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <StyledNotice tone="success" role="status" tabIndex={-1} ref={noticeRef} data-testid="booking-confirmation">
      <CalendarCheck size={20} aria-hidden="true" />
      <p>
        <strong>
          You're booked for {fullDay(booked.date)} at {booked.time}
        </strong>
        , {zoneLabel}. The confirmation with the video call link, a short questionnaire for {consultantName} and your link to reschedule or cancel is on its way
        to {booked.email}.
      </p>
    </StyledNotice>
  );
}

/** The topic and the optional notes. */
export function TopicAndNotes({
  register,
  errors,
  ids,
  compact,
}: {
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
  ids: { topic: FieldIds; notes: FieldIds };
  compact: boolean;
}) {
  return (
    <>
      <FormField ids={ids.topic} label="Topic" error={errors.topic?.message}>
        <select {...register('topic')} {...describedBy(ids.topic, errors.topic?.message)}>
          <option value="">Select a topic</option>
          {BOOKING_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        ids={ids.notes}
        label={
          <>
            Notes <small>(optional)</small>
          </>
        }
        error={errors.notes?.message}
        hint={compact ? undefined : 'Your stage, deadlines, or the questions you most want answered.'}
      >
        <textarea rows={compact ? 3 : 4} maxLength={2000} {...register('notes')} {...describedBy(ids.notes, errors.notes?.message, !compact)} />
      </FormField>
    </>
  );
}

/** The submit button and what the session costs and allows. */
export function BookingSubmit({ consultant, quote, submitting }: { consultant: Consultant; quote: BookingQuote | undefined; submitting: boolean }) {
  // The cancellation policy's one wording (policies.yaml), once it is known.
  const cancellationPolicy = useCancellationPolicy();
  return (
    <div>
      <StyledSubmit type="submit" disabled={submitting}>
        {submitting ? 'Booking...' : quote?.payWith === 'charge' ? 'Continue to payment' : 'Book Consultation'}
      </StyledSubmit>
      <StyledHint data-testid="booking-cost">
        {quote && quote.payWith !== 'invoice'
          ? `A ${consultant.sessionMinutes ?? SESSION_MINUTES}-minute video call. ${quoteText(quote)}`
          : sessionTerms(consultant)}{' '}
        {cancellationPolicy}
      </StyledHint>
    </div>
  );
}
