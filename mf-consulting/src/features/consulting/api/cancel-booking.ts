import { apiRequest, managedBookingSchema } from '@launchops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceBookingChanged } from '../utils/booking-changed-event';
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
      announceBookingChanged('cancelled', booking);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
      ]);
    },
  });
}
