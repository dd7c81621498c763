import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiRequestError,
  BOOKING_TOPICS,
  type BookingTime,
  bookingFieldsSchema,
  CHANGE_WINDOW_HOURS,
  type Consultant,
  SESSION_MINUTES,
} from '@launchops/contracts';
import { requestToast } from '@launchops/kit';
import { useAuthSession } from '@launchops/kit/react';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { type ValidBookingInput, useCreateBooking } from '../api/create-booking';
import { useSlotChoices } from '../hooks/use-slot-choices';
import { BOOKING_FAILED_TOAST, SLOT_TAKEN_FALLBACK } from '../utils/booking-messages';
import { useBookingQuote } from '../api/booking-payment';
import { leaveForCheckout } from '../utils/leave-for-checkout';
import { quoteText, sessionTerms } from '../utils/session-terms';
import { bookableDateField } from '../utils/booking-window';
import { isKnownTimeZone, localTimeHint, longDate, timeZoneLabel, visitorTimeZone } from '../utils/zone-display';
import { describedBy, FormField, fieldIds } from './form-field';
import { StyledForm, StyledRow } from './form-styles';
import { StyledButton, StyledFieldError, StyledHint, StyledNotice } from './styled-primitives';
import { SlotFields } from './slot-fields';

const StyledSubmit = styled(StyledButton)`
  width: 100%;
`;

/** What the inputs hold; the schema turns it into a ValidBookingInput. */
export interface BookingFormValues {
  firstName: string;
  lastName: string;
  email: string;
  consultantId: string;
  date: string;
  time: string;
  topic: string;
  notes: string;
}

type FieldName = keyof BookingFormValues;
const FIELD_NAMES: readonly FieldName[] = ['firstName', 'lastName', 'email', 'consultantId', 'date', 'time', 'topic', 'notes'];
const isFieldName = (path: string): path is FieldName => (FIELD_NAMES as readonly string[]).includes(path);

const emptyValues = (consultantId: number): BookingFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  consultantId: String(consultantId),
  date: '',
  time: '',
  topic: '',
  notes: '',
});

/** The contract's schema (its messages), plus the days the advisor can be booked on. */
function bookingFormSchema(timeZone: string) {
  return z.extend(bookingFieldsSchema, { date: bookableDateField(bookingFieldsSchema.shape.date, timeZone) });
}

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
  const zoneLabel = useMemo(() => timeZoneLabel(consultant.timezone), [consultant.timezone]);
  const resolver = useMemo(
    // The inputs hold strings; the schema checks and converts them (consultantId to a number, notes defaulted).
    () => zodResolver(bookingFormSchema(consultant.timezone)) as unknown as Resolver<BookingFormValues, unknown, ValidBookingInput>,
    [consultant.timezone],
  );
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormValues, unknown, ValidBookingInput>({
    resolver,
    defaultValues: emptyValues(consultant.id),
  });
  const createBooking = useCreateBooking();
  // A signed-in founder's address is filled in (the shell's sign-in, read through the kit); they may change it.
  const { account } = useAuthSession();
  useEffect(() => {
    if (account && !getValues('email')) setValue('email', account.email);
  }, [account, getValues, setValue]);
  // What this visitor's booking costs: the plan's credit, a payment now, or an invoice after.
  const quote = useBookingQuote(account?.id);
  const charged = quote.data?.payWith === 'charge';
  const [booked, setBooked] = useState<{ date: string; time: string; email: string } | null>(null);
  const bookedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form was submitted at its bottom; the confirmation is at its top: bring it into view.
    if (!booked) return;
    bookedRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    bookedRef.current?.focus({ preventScroll: true });
  }, [booked]);
  const [slotNotice, setSlotNotice] = useState<string | null>(null);

  const date = useWatch({ control, name: 'date' });
  const time = useWatch({ control, name: 'time' });
  const choices = useSlotChoices(consultant.id, consultant.timezone, date, time, (taken: BookingTime) => {
    setValue('time', '');
    setSlotNotice(`${taken} is not free on ${longDate(date)}. Please choose another time.`);
  });

  const localHint = localTimeHint(choices.bookableDate, time, consultant.timezone);

  const onSubmit = async (input: ValidBookingInput) => {
    setBooked(null);
    setSlotNotice(null);
    try {
      const zone = visitorTimeZone();
      // The founder's own zone, so the e-mail also gives the time on their clock.
      const booking = await createBooking.mutateAsync(zone && isKnownTimeZone(zone) ? { ...input, visitorTimeZone: zone } : input);
      if (booking.status === 'pending' && booking.checkoutUrl) {
        // Held for a short time: paid at Checkout, confirmed by the payment (the page back shows where it stands).
        leaveForCheckout(booking.checkoutUrl);
        return;
      }
      // Ready for another booking; a signed-in founder's address stays filled in.
      reset({ ...emptyValues(consultant.id), email: account?.email ?? '' });
      // The confirmation replaces the toast: it is shown where the visitor is looking, and read out.
      setBooked({ date: booking.date, time: booking.time, email: booking.email });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        const message = error.message || SLOT_TAKEN_FALLBACK;
        setError('time', { type: 'server', message });
        void choices.refetch();
        requestToast({ title: BOOKING_FAILED_TOAST.title, description: message, variant: 'destructive' });
        return;
      }
      if (error instanceof ApiRequestError && error.status === 400) {
        for (const issue of error.issues) {
          if (isFieldName(issue.path)) setError(issue.path, { type: 'server', message: issue.message });
        }
      }
      console.error('[mf_consulting] booking failed', error);
      requestToast({ ...BOOKING_FAILED_TOAST, variant: 'destructive' });
    }
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Book a consultation" className="lo-no-print">
      {booked ? (
        <StyledNotice tone="success" role="status" tabIndex={-1} ref={bookedRef} data-testid="booking-confirmation">
          <CalendarCheck size={20} aria-hidden="true" />
          <p>
            <strong>
              You're booked for {longDate(booked.date)} at {booked.time}
            </strong>
            , {zoneLabel}. The confirmation with the video call link, a short questionnaire for {consultant.name} and your link to reschedule or cancel is on
            its way to {booked.email}.
          </p>
        </StyledNotice>
      ) : null}
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
      {errors.consultantId?.message ? (
        <StyledFieldError id={ids.consultant.errorId} role="alert">
          {errors.consultantId.message}
        </StyledFieldError>
      ) : null}
      <div>
        <StyledSubmit type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Booking...' : charged ? 'Continue to payment' : 'Book Consultation'}
        </StyledSubmit>
        <StyledHint data-testid="booking-cost">
          {quote.data && quote.data.payWith !== 'invoice'
            ? `A ${consultant.sessionMinutes ?? SESSION_MINUTES}-minute video call. ${quoteText(quote.data)}`
            : sessionTerms(consultant)}{' '}
          Free to reschedule up to {CHANGE_WINDOW_HOURS} hours before; cancel {CHANGE_WINDOW_HOURS} hours or more before for a full refund or your credit back.
        </StyledHint>
      </div>
    </StyledForm>
  );
}
