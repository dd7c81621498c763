import { apiRequest, managedBookingSchema } from '@launchops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from './booking-payment';
import { availabilityKeys } from './get-availability';
import { bookingKeys } from './get-bookings';
import { managedBookingKeys } from './get-managed-booking';

export const cancelBooking = (token: string) =>
  apiRequest('POST', `/api/consultation-bookings/manage/${encodeURIComponent(token)}/cancel`, managedBookingSchema);

export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelBooking(token),
    onSuccess: (booking) => {
      queryClient.setQueryData(managedBookingKeys.detail(token), booking);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        // A cancel in time gives the plan's credit back.
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      ]);
    },
  });
}

export const cancelOwnBooking = (id: number) => apiRequest('POST', `/api/consultation-bookings/${id}/cancel`, managedBookingSchema);

/** Cancels one of this visitor's own bookings from the consulting page (their cookie says whose it is). */
export function useCancelOwnBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelOwnBooking(id),
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        // A cancel in time gives the plan's credit back.
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      ]);
    },
  });
}
