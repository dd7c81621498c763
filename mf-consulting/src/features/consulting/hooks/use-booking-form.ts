import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError, type BookingTime, bookingFieldsSchema, type Consultant } from '@launchops/contracts';
import { requestToast } from '@launchops/kit';
import { useAuthSession } from '@launchops/kit/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { useBookingQuote } from '../api/booking-payment';
import { type ValidBookingInput, useCreateBooking } from '../api/create-booking';
import { BOOKING_FAILED_TOAST, SLOT_TAKEN_FALLBACK } from '../utils/booking-messages';
import { bookableDateField } from '../utils/booking-window';
import { leaveForCheckout } from '../utils/leave-for-checkout';
import { isKnownTimeZone, localTimeHint, fullDay, timeZoneLabel, visitorTimeZone } from '../utils/zone-display';
import { useSlotChoices } from './use-slot-choices';

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

/** The API refused the booking: a taken time (409) or a field it rejected (400) is shown at its field, and a toast says so. */
function showBookingFailure(error: unknown, setError: UseFormSetError<BookingFormValues>, refetchSlots: () => void): void {
  if (error instanceof ApiRequestError && error.status === 409) {
    const message = error.message || SLOT_TAKEN_FALLBACK;
    setError('time', { type: 'server', message });
    refetchSlots();
    requestToast({ title: BOOKING_FAILED_TOAST.title, description: message, variant: 'destructive' });
    return;
  }
  // Too many times held unpaid: the API says which and what to do; the chosen time is not at fault.
  if (error instanceof ApiRequestError && error.status === 429 && error.message) {
    requestToast({ title: BOOKING_FAILED_TOAST.title, description: error.message, variant: 'destructive' });
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

/** The booking form's state: the fields and their checks, the free times, the price, and sending the booking. */
export function useBookingForm(consultant: Consultant) {
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
    setSlotNotice(`${taken} is not free on ${fullDay(date)}. Please choose another time.`);
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
      showBookingFailure(error, setError, () => void choices.refetch());
    }
  };

  return { register, submit: handleSubmit(onSubmit), errors, isSubmitting, booked, bookedRef, slotNotice, setSlotNotice, choices, localHint, zoneLabel, quote };
}
