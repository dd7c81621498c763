import { addDays, dateInZone } from '@launchops/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advisor, availabilityOf, bookingOf, collectToasts, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';
import { BookingForm } from './booking-form';

const checkout = vi.hoisted(() => ({ urls: [] as string[] }));
vi.mock('../utils/leave-for-checkout', () => ({ leaveForCheckout: (url: string) => checkout.urls.push(url) }));

const today = dateInZone(new Date(), advisor.timezone);
const day = addDays(today, 7);
const otherDay = addDays(today, 8);

let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  toasts = collectToasts();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  toasts.stop();
  document.cookie = 'lo_signed_in=; max-age=0; path=/';
});

const submitButton = () => screen.getByRole('button', { name: /^Book Consultation$|^Booking\.\.\.$/ });
const timeRadio = (time: string) => screen.getByRole('radio', { name: new RegExp(`^${time}`) });

async function fillValid(user: ReturnType<typeof userEvent.setup>, { notes }: { notes?: string } = {}) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Date'), day);
  await waitFor(() => expect(timeRadio('10:00 AM')).toBeEnabled());
  await user.click(timeRadio('10:00 AM'));
  await user.selectOptions(screen.getByLabelText('Topic'), 'Banking & Finance Systems');
  if (notes) await user.type(screen.getByLabelText(/Notes/), notes);
}

describe('BookingForm', () => {
  it('shows every validation message from the contract, announced and tied to its field', async () => {
    const api = mockApi({ 'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))) });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await user.type(screen.getByLabelText('First name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(submitButton());

    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Date is required',
      'Time is required',
      'Please select a topic',
    ]) {
      expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    }
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Please select a topic');
    expect(screen.getByRole('group', { name: 'Time' })).toHaveAccessibleDescription(/Time is required/);
    // Nothing was sent.
    expect(api.callsTo('POST', '/api/consultation-bookings')).toHaveLength(0);
  });

  it('says "Please select a consultant" when there is no advisor id to book', async () => {
    mockApi({ 'GET /api/consultants/0/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))) });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={{ ...advisor, id: 0 }} />);
    await user.click(submitButton());
    expect(await screen.findByText('Please select a consultant')).toHaveAttribute('role', 'alert');
  });

  it('refuses a past date even when typed', async () => {
    mockApi({ 'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))) });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('min', today);
    expect(date).toHaveAttribute('max', addDays(today, 180));
    await user.type(date, addDays(today, -1));
    await user.click(submitButton());
    expect(await screen.findByText('Please choose today or a later date')).toBeInTheDocument();
    // No time can be picked for a day that cannot be booked.
    expect(timeRadio('9:00 AM')).toBeDisabled();
  });

  it('disables the taken times of the chosen day and refetches when the day changes', async () => {
    const api = mockApi({
      'GET /api/consultants/1/availability.*': (c) => {
        const date = new URL(c.path, 'http://x').searchParams.get('date')!;
        return json(200, availabilityOf(date, date === day ? ['9:00 AM', '2:00 PM'] : ['4:00 PM']));
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    expect(screen.getByText("Times are in the advisor's time zone: Eastern Time (New York).")).toBeInTheDocument();
    // Before a date is chosen no time can be picked.
    expect(timeRadio('9:00 AM')).toBeDisabled();

    await user.type(screen.getByLabelText('Date'), day);
    await waitFor(() => expect(timeRadio('10:00 AM')).toBeEnabled());
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
    ]);
    expect(timeRadio('9:00 AM')).toBeDisabled();
    expect(timeRadio('9:00 AM')).toHaveAccessibleName('9:00 AM, unavailable');
    expect(timeRadio('2:00 PM')).toBeDisabled();
    expect(timeRadio('4:00 PM')).toBeEnabled();
    expect(screen.getByText(/5 of 7 times free/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), otherDay);
    await waitFor(() => expect(timeRadio('4:00 PM')).toBeDisabled());
    expect(timeRadio('9:00 AM')).toBeEnabled();
    expect(api.callsTo('GET', '/api/consultants/1/availability').map((c) => c.path)).toEqual([
      `/api/consultants/1/availability?date=${day}`,
      `/api/consultants/1/availability?date=${otherDay}`,
    ]);
  });

  it('sends notes as an empty string when left blank, shows Booking... while sending, then resets and shows the confirmation in view', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'POST /api/consultation-bookings': async (c) => {
        await gate;
        return json(201, bookingOf(c.body as Record<string, unknown>, 42));
      },
      'GET /api/consultation-bookings': () => json(200, []),
    });
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderPage(<BookingForm consultant={advisor} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fillValid(user);
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Booking...' });
    expect(busy).toBeDisabled();
    expect(api.callsTo('POST', '/api/consultation-bookings')[0]!.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      consultantId: 1,
      date: day,
      time: '10:00 AM',
      topic: 'Banking & Finance Systems',
      notes: '',
      // The browser's own zone, so the e-mail gives the time on the founder's clock too.
      visitorTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });

    release();
    await waitFor(() => expect(submitButton()).toHaveTextContent('Book Consultation'));
    expect(submitButton()).toBeEnabled();
    // No toast over the page: the confirmation itself is brought into view and focused.
    expect(toasts.toasts).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('booking-confirmation')).toHaveFocus());
    // The form is empty again and the confirmation stays on screen.
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.getByLabelText('Topic')).toHaveValue('');
    expect(screen.getByText(/You're booked for/)).toBeInTheDocument();
    expect(screen.getByTestId('booking-confirmation')).toHaveTextContent('video call link, a short questionnaire for Rosa Lindqvist');
    // The bookings list (and free times) are refetched.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['consulting', 'bookings'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['consulting', 'availability'] });
    // What the next booking costs is asked again (this one may have used the plan's credit).
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['consulting', 'quote'] });
  });

  it("shows what the booking costs this visitor: covered by the Pro plan's credit", async () => {
    mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'GET /api/consultation-bookings/quote': () =>
        json(200, { priceCents: 15000, payWith: 'credit', planName: 'Pro', creditsLeft: 1, creditsPerPeriod: 1, holdMinutes: 30 }),
    });
    renderPage(<BookingForm consultant={advisor} />);
    await waitFor(() =>
      expect(screen.getByTestId('booking-cost')).toHaveTextContent('Covered by your Pro plan (1 of 1 session left this month). Nothing to pay.'),
    );
    expect(submitButton()).toBeInTheDocument();
  });

  it('a session paid now: says "$150, paid now at checkout" and sends the browser to the Checkout page the API gives', async () => {
    checkout.urls.length = 0;
    mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'GET /api/consultation-bookings/quote': () => json(200, { priceCents: 15000, payWith: 'charge', holdMinutes: 30 }),
      'POST /api/consultation-bookings': (c) =>
        json(201, {
          ...bookingOf(c.body as Record<string, unknown>, 43),
          status: 'pending',
          checkoutUrl: 'https://pay.example/checkout/cs_test_1',
          holdUntil: new Date(Date.now() + 1_800_000).toISOString(),
        }),
      'GET /api/consultation-bookings': () => json(200, []),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await waitFor(() =>
      expect(screen.getByTestId('booking-cost')).toHaveTextContent('$150, paid now at checkout. Your time is held for 30 minutes while you pay.'),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(checkout.urls).toEqual(['https://pay.example/checkout/cs_test_1']));
    expect(screen.queryByTestId('booking-confirmation')).toBeNull();
  });

  it('sends the notes when given', async () => {
    const api = mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'POST /api/consultation-bookings': (c) => json(201, bookingOf(c.body as Record<string, unknown>)),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await fillValid(user, { notes: 'Delaware C-corp or LLC?' });
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/api/consultation-bookings')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/consultation-bookings')[0]!.body).toMatchObject({ notes: 'Delaware C-corp or LLC?' });
  });

  it('shows the failure toast and keeps what was typed when the API fails', async () => {
    mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'POST /api/consultation-bookings': () => json(500, { statusCode: 500, message: 'Internal server error' }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(toasts.toasts).toHaveLength(1));
    expect(toasts.toasts[0]).toEqual({
      title: 'Booking Failed',
      description: 'There was an error booking your consultation. Please try again.',
      variant: 'destructive',
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(submitButton()).toBeEnabled();
  });

  it('says so when the time was taken meanwhile, and refreshes the free times', async () => {
    let taken: string[] = [];
    const api = mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10), taken)),
      'POST /api/consultation-bookings': () => {
        taken = ['10:00 AM'];
        return json(409, { statusCode: 409, message: 'That time has just been booked. Please choose another time.' });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByText('That time has just been booked. Please choose another time.', { selector: '[role="alert"]' });
    expect(alert).toBeInTheDocument();
    await waitFor(() => expect(timeRadio('10:00 AM')).toBeDisabled());
    expect(timeRadio('10:00 AM')).not.toBeChecked();
    expect(api.callsTo('GET', '/api/consultants/1/availability')).toHaveLength(2);
    expect(toasts.toasts).toEqual([
      { title: 'Booking Failed', description: 'That time has just been booked. Please choose another time.', variant: 'destructive' },
    ]);
    // Picking another time clears the error.
    await user.click(timeRadio('11:00 AM'));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Time' })).queryByRole('alert')).toBeNull());
  });

  it("puts the API's field messages next to the fields (400)", async () => {
    mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'POST /api/consultation-bookings': () =>
        json(400, {
          statusCode: 400,
          message: 'Please choose a date and time in the future',
          issues: [{ path: 'time', message: 'Please choose a date and time in the future' }],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Please choose a date and time in the future')).toHaveAttribute('role', 'alert');
    expect(toasts.toasts[0]).toMatchObject({ title: 'Booking Failed', variant: 'destructive' });
  });

  it("fills in the signed-in founder's address, read through the kit", async () => {
    document.cookie = 'lo_signed_in=1; path=/'; // the API's hint that this browser holds a session
    mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'GET /api/auth/session': () => json(200, { account: { id: 3, email: 'founder@example.com', createdAt: '2026-11-25T10:00:00.000Z' } }),
    });
    renderPage(<BookingForm consultant={advisor} />);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('founder@example.com'));
  });

  it("keeps the signed-in founder's address filled in for the next booking", async () => {
    document.cookie = 'lo_signed_in=1; path=/';
    mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'GET /api/auth/session': () => json(200, { account: { id: 3, email: 'founder@example.com', createdAt: '2026-11-25T10:00:00.000Z' } }),
      'POST /api/consultation-bookings': (c) => json(201, bookingOf(c.body as Record<string, unknown>, 44)),
      'GET /api/consultation-bookings': () => json(200, []),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('founder@example.com'));
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Date'), day);
    await waitFor(() => expect(timeRadio('10:00 AM')).toBeEnabled());
    await user.click(timeRadio('10:00 AM'));
    await user.selectOptions(screen.getByLabelText('Topic'), 'Banking & Finance Systems');
    await user.click(submitButton());
    await screen.findByTestId('booking-confirmation');
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('founder@example.com');
  });
});
