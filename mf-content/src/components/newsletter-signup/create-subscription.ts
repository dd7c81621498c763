import { apiRequest, type CreateSubscriptionInput, subscriptionAcceptedSchema } from '@launchops/contracts';
import { useMutation } from '@tanstack/react-query';

export const newsletterKeys = {
  subscribe: ['content', 'newsletter', 'subscribe'] as const,
};

/** Starts a double opt-in subscription; the answer is the same for new and known addresses. */
export const createSubscription = (input: CreateSubscriptionInput) => apiRequest('POST', '/api/newsletter-subscriptions', subscriptionAcceptedSchema, input);

export const useCreateSubscription = () => useMutation({ mutationKey: newsletterKeys.subscribe, mutationFn: createSubscription });
