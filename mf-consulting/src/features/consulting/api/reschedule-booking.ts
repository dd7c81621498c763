import { apiRequest, managedBookingSchema, type RescheduleBookingInput } from '@launchops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { availabilityKeys } from './get-availability';
import { bookingKeys } from './get-bookings';
import { managedBookingKeys } from './get-managed-booking';

export const rescheduleBooking = (token: string, input: RescheduleBookingInput) =>
  apiRequest('POST', `/api/consultation-bookings/manage/${encodeURIComponent(token)}/reschedule`, managedBookingSchema, input);

export function useRescheduleBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleBookingInput) => rescheduleBooking(token, input),
    onSuccess: (booking) => {
      queryClient.setQueryData(managedBookingKeys.detail(token), booking);
      void Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.all }), queryClient.invalidateQueries({ queryKey: availabilityKeys.all })]);
    },
  });
}
