import { describe, expect, it } from 'vitest';
import { toastRequestSchema } from './toast.js';

describe('toastRequestSchema', () => {
  it('fills in the default variant', () => {
    expect(toastRequestSchema.parse({ title: 'Saved' })).toEqual({ title: 'Saved', variant: 'default' });
  });

  it('keeps every field it knows', () => {
    const request = { title: 'Booked', description: 'See you then', variant: 'destructive', action: { label: 'Manage', href: '/consulting' }, duration: 4000 };
    expect(toastRequestSchema.parse(request)).toEqual(request);
  });

  it('refuses bad requests with a message that names the field', () => {
    const messages = (input: unknown) => {
      const parsed = toastRequestSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messages({ title: 'x'.repeat(201) })).toEqual(['title must be at most 200 characters']);
    expect(messages({ title: 'Hi', variant: 'loud' })).toEqual(['variant must be "default" or "destructive"']);
    expect(messages({ title: 'Hi', duration: 1.5 })).toEqual(['duration must be a whole number of milliseconds']);
    expect(messages({ title: 'Hi', duration: 120_000 })).toEqual(['duration must be at most 60000 ms']);
    expect(messages({ title: 'Hi', action: { label: 'Go' } })).toEqual(['action.href must be text']);
    expect(messages(null)).toEqual(['a toast request must be an object with a title']);
    expect(messages({})).toEqual(['title must be text']);
  });
});
