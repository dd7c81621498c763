import { createSubscriptionInputSchema } from '@launchops/contracts';
import { requestToast } from '@launchops/kit';
import { type FormEvent, useState } from 'react';
import { useCreateSubscription } from './create-subscription';

const emailSchema = createSubscriptionInputSchema.shape.email;

/** The newsletter sign-up's state: the address typed, its error, and subscribing it (double opt-in). */
export function useNewsletterSignup(source: 'blog' | 'newsletter') {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const subscribe = useCreateSubscription();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const parsed = emailSchema.safeParse(email.trim());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      setConfirmation(null);
      return;
    }
    setError(null);
    subscribe.mutate(
      { email: parsed.data, source },
      {
        onSuccess: (result) => {
          setEmail('');
          // Said once, beside the form (its status region announces it); a toast repeated the same words.
          setConfirmation(result.message);
        },
        onError: (failure) => {
          setConfirmation(null);
          requestToast({
            title: 'Subscription failed',
            description: failure instanceof Error && failure.message ? failure.message : 'Please try again in a moment.',
            variant: 'destructive',
          });
        },
      },
    );
  };
  const changeEmail = (value: string) => {
    setEmail(value);
    if (error) setError(null);
  };
  return { email, changeEmail, error, confirmation, pending: subscribe.isPending, submit };
}
