import { apiRequest, bookingSchema, type createBookingInputSchema } from '@launchops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { quoteKeys } from './booking-payment';
import { availabilityKeys } from './get-availability';
import { bookingKeys } from './get-bookings';

/** The booking as the form's schema leaves it: trimmed, consultantId a number, notes defaulted to "". */
export type ValidBookingInput = z.output<typeof createBookingInputSchema>;

export const createBooking = (input: ValidBookingInput) => apiRequest('POST', '/api/consultation-bookings', bookingSchema, input);

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        // A booking may have used the plan's session credit: what the next one costs changes.
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      ]);
    },
  });
}
