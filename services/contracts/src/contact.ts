import { z } from 'zod/mini';
import { emailAddressSchema } from './common.js';
import { personNameSchema } from './person-name.js';
import { plainText } from './text-checks.js';

export const CONTACT_TOPICS = ['general', 'consulting', 'partnership', 'privacy', 'press'] as const;

export const contactMessageInputSchema = z.strictObject({
  name: personNameSchema('Please tell us your name', 'Your name'),
  email: emailAddressSchema(),
  topic: z.enum(CONTACT_TOPICS, { error: 'Please choose a topic' }),
  message: z
    .string({ error: 'Please write a message' })
    .check(
      z.trim(),
      z.minLength(10, 'Please write at least 10 characters'),
      z.maxLength(5000, 'Please keep your message under 5000 characters'),
      plainText('Your message must not contain control characters'),
    ),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageAcceptedSchema = z.object({ id: z.int(), message: z.string() });
export type ContactMessageAccepted = z.infer<typeof contactMessageAcceptedSchema>;
