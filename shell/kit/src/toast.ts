import { z } from 'zod/mini';

/**
 * What a remote sends with `shell:toast` (SHELL_TOAST_EVENT). Its own module, apart from the event
 * names: the shell loads it (and zod) with the first toast request, not with the first paint.
 */
const text = (name: string, max: number) => z.string({ error: `${name} must be text` }).check(z.maxLength(max, `${name} must be at most ${max} characters`));
export const toastRequestSchema = z.object(
  {
    title: text('title', 200),
    description: z.optional(text('description', 1000)),
    variant: z._default(z.enum(['default', 'destructive'], { error: 'variant must be "default" or "destructive"' }), 'default'),
    action: z.optional(z.object({ label: text('action.label', 40), href: text('action.href', 500) }, { error: 'action must be { label, href }' })),
    duration: z.optional(
      z
        .int({ error: 'duration must be a whole number of milliseconds' })
        .check(z.positive('duration must be positive'), z.maximum(60_000, 'duration must be at most 60000 ms')),
    ),
  },
  { error: 'a toast request must be an object with a title' },
);
export type ToastRequest = z.input<typeof toastRequestSchema>;
