import { apiRequest, type BookingQuestionnaire, managedBookingSchema } from '@launchops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedBookingKeys } from './get-managed-booking';

export const saveQuestionnaire = (token: string, answers: BookingQuestionnaire) =>
  apiRequest('PUT', `/api/consultation-bookings/manage/${encodeURIComponent(token)}/questionnaire`, managedBookingSchema, answers);

export function useSaveQuestionnaire(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: BookingQuestionnaire) => saveQuestionnaire(token, answers),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingKeys.detail(token), booking),
  });
}
