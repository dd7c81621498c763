import { apiRequest, subscriptionAcceptedSchema } from '@launchops/contracts';

/** The footer's newsletter sign-up (loaded on submit: zod and the API client stay off the first paint). */
export const subscribe = (email: string) => apiRequest('POST', '/api/newsletter-subscriptions', subscriptionAcceptedSchema, { email, source: 'footer' });
