import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError, type ManagedBooking, type RescheduleBookingInput, rescheduleBookingInputSchema } from '@launchops/contracts';
import { requestToast } from '@launchops/kit';
import { useId, useMemo, useState } from 'react';
import { type Resolver, useForm, type UseFormSetError, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { useSlotChoices } from '../hooks/use-slot-choices';
import { bookableDateField } from '../utils/booking-window';
import { isKnownTimeZone, localTimeHint, fullDay, timeZoneLabel, visitorTimeZone } from '../utils/zone-display';
import { fieldIds } from './form-field';
import { StyledForm } from './form-styles';
import { StyledButton, StyledHint } from '../../../components/styled-primitives';
import { SlotFields } from './slot-fields';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;

interface RescheduleValues {
  date: string;
  time: string;
}

function rescheduleFormSchema(timeZone: string) {
  return z.extend(rescheduleBookingInputSchema, { date: bookableDateField(rescheduleBookingInputSchema.shape.date, timeZone) });
}

/** The API refused the move: a 409 (the time was taken, or the booking can no longer change) asks again; a 400 marks the fields. */
async function showRescheduleFailure(
  error: unknown,
  setError: UseFormSetError<RescheduleValues>,
  refetchSlots: () => void,
  onRefused: () => Promise<unknown>,
): Promise<void> {
  if (error instanceof ApiRequestError && error.status === 409) {
    // Either the time was taken meanwhile, or the booking can no longer be changed: the page shows which.
    refetchSlots();
    await onRefused();
    setError('time', { type: 'server', message: error.message });
    requestToast({ title: 'Reschedule Failed', description: error.message, variant: 'destructive' });
    return;
  }
  if (error instanceof ApiRequestError && error.status === 400) {
    for (const issue of error.issues) {
      if (issue.path === 'date' || issue.path === 'time') setError(issue.path, { type: 'server', message: issue.message });
    }
  }
  console.error('[mf_consulting] reschedule failed', error);
  requestToast({
    title: 'Reschedule Failed',
    description: error instanceof ApiRequestError && error.status < 500 ? error.message : 'The booking could not be moved. Please try again.',
    variant: 'destructive',
  });
}

export interface RescheduleFormProps {
  token: string;
  booking: ManagedBooking;
  /** Asks the API again whether the booking can still be changed (after a refusal). */
  onRefused: () => Promise<unknown>;
}

/** Moves the booking to another free time; the current time is shown but not offered. */
export function RescheduleForm({ token, booking, onRefused }: RescheduleFormProps) {
  const prefix = useId();
  const ids = { date: fieldIds(prefix, 'date'), time: fieldIds(prefix, 'time') };
  const zoneLabel = useMemo(() => timeZoneLabel(booking.timezone), [booking.timezone]);
  const resolver = useMemo(
    () => zodResolver(rescheduleFormSchema(booking.timezone)) as unknown as Resolver<RescheduleValues, unknown, RescheduleBookingInput>,
    [booking.timezone],
  );
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RescheduleValues, unknown, RescheduleBookingInput>({ resolver, defaultValues: { date: booking.date, time: '' } });
  const reschedule = useRescheduleBooking(token);
  const [notice, setNotice] = useState<string | null>(null);

  const date = useWatch({ control, name: 'date' });
  const time = useWatch({ control, name: 'time' });
  const choices = useSlotChoices(booking.consultantId, booking.timezone, date, time, (taken) => {
    setValue('time', '');
    setNotice(`${taken} is not free on ${fullDay(date)}. Please choose another time.`);
  });

  const onSubmit = async (input: RescheduleBookingInput) => {
    setNotice(null);
    try {
      // Sent back as seen: if the booking changed meanwhile (another tab, a double submit), the API refuses this move.
      const zone = visitorTimeZone();
      const moved = await reschedule.mutateAsync({
        ...input,
        expectedUpdatedAt: booking.updatedAt,
        ...(zone && isKnownTimeZone(zone) ? { visitorTimeZone: zone } : {}),
      });
      reset({ date: moved.date, time: '' });
      requestToast({
        title: 'Booking Rescheduled',
        description: `Your consultation is now on ${fullDay(moved.date)} at ${moved.time}. We've e-mailed you the updated details.`,
        variant: 'default',
      });
    } catch (error) {
      await showRescheduleFailure(error, setError, () => void choices.refetch(), onRefused);
    }
  };

  const sameDay = date === booking.date;
  // The FAQ's promise: once a time is picked, the form says what time that is where the visitor is.
  const localHint = localTimeHint(choices.bookableDate, time, booking.timezone);
  return (
    <StyledForm noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Reschedule the consultation">
      <SlotFields
        dateLabel="New date"
        timeLegend="New time"
        dateField={register('date', { onChange: () => setNotice(null) })}
        timeField={register('time')}
        ids={ids}
        errors={{ date: errors.date?.message, time: errors.time?.message }}
        choices={choices}
        zoneLabel={zoneLabel}
        notice={notice}
        currentTime={sameDay ? booking.time : undefined}
      >
        {localHint ? <StyledHint>{localHint}</StyledHint> : null}
      </SlotFields>
      <StyledActions>
        <StyledButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Moving...' : 'Move booking'}
        </StyledButton>
      </StyledActions>
    </StyledForm>
  );
}
