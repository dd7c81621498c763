import { addDays, dateInZone } from '@launchops/contracts';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { advisor, collectToasts } from './mock-api';

/** The booking form's tests: the days they book, and what each test sets up and clears. */
export const today = dateInZone(new Date(), advisor.timezone);
export const day = addDays(today, 7);
export const otherDay = addDays(today, 8);

/** Collects the toasts of each test (read them with the function returned) and silences the logged failures; signs the visitor out after each. */
export function setUpBookingFormTests() {
  let toasts: ReturnType<typeof collectToasts>;
  beforeEach(() => {
    toasts = collectToasts();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    toasts.stop();
    document.cookie = 'lo_signed_in=; max-age=0; path=/';
  });
  return () => toasts.toasts;
}

export const submitButton = () => screen.getByRole('button', { name: /^Book Consultation$|^Booking\.\.\.$/ });
export const timeRadio = (time: string) => screen.getByRole('radio', { name: new RegExp(`^${time}`) });

export async function fillValid(user: ReturnType<typeof userEvent.setup>, { notes }: { notes?: string } = {}) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Date'), day);
  await waitFor(() => expect(timeRadio('10:00 AM')).toBeEnabled());
  await user.click(timeRadio('10:00 AM'));
  await user.selectOptions(screen.getByLabelText('Topic'), 'Banking & Finance Systems');
  if (notes) await user.type(screen.getByLabelText(/Notes/), notes);
}
