import { z } from './zod.js';

/**
 * What a remote sends with `shell:toast` (SHELL_TOAST_EVENT). Its own module, apart from the event
 * names: the shell loads it (and zod) with the first toast request, not with the first paint.
 */
const text = (name: string, max: number) => z.string({ error: `${name} must be text` }).max(max, `${name} must be at most ${max} characters`);
export const toastRequestSchema = z.object(
  {
    title: text('title', 200),
    description: text('description', 1000).optional(),
    variant: z.enum(['default', 'destructive'], { error: 'variant must be "default" or "destructive"' }).default('default'),
    action: z.object({ label: text('action.label', 40), href: text('action.href', 500) }, { error: 'action must be { label, href }' }).optional(),
    duration: z
      .int({ error: 'duration must be a whole number of milliseconds' })
      .positive('duration must be positive')
      .max(60_000, 'duration must be at most 60000 ms')
      .optional(),
  },
  { error: 'a toast request must be an object with a title' },
);
export type ToastRequest = z.input<typeof toastRequestSchema>;
