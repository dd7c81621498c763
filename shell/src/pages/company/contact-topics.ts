import { CONTACT_TOPICS } from '@launchops/contracts';

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  consulting: 'Consulting sessions',
  partnership: 'Partnerships',
  privacy: 'Privacy and data requests',
  press: 'Press',
};

export const isContactTopic = (value: string | null): value is ContactTopic => value !== null && (CONTACT_TOPICS as readonly string[]).includes(value);
