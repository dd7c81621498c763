import { z } from './zod.js';

export const CONTACT_TOPICS = ['general', 'consulting', 'partnership', 'privacy', 'press'] as const;

export const contactMessageInputSchema = z.strictObject({
  name: z.string({ error: 'Please tell us your name' }).trim().min(2, 'Please tell us your name').max(100, 'Please use at most 100 characters'),
  email: z.email({ error: 'Please enter a valid email address' }).max(254, 'Please enter a valid email address'),
  topic: z.enum(CONTACT_TOPICS, { error: 'Please choose a topic' }),
  message: z
    .string({ error: 'Please write a message' })
    .trim()
    .min(10, 'Please write at least 10 characters')
    .max(5000, 'Please keep your message under 5000 characters'),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageAcceptedSchema = z.object({ id: z.number().int(), message: z.string() });
export type ContactMessageAccepted = z.infer<typeof contactMessageAcceptedSchema>;
