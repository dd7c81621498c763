import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { day, fillValid, submitButton, timeRadio, setUpBookingFormTests } from '../../../testing/booking-form-support';
import { advisor, availabilityOf, bookingOf, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';
import { BookingForm } from './booking-form';

const checkout = vi.hoisted(() => ({ urls: [] as string[] }));
vi.mock('../utils/leave-for-checkout', () => ({ leaveForCheckout: (url: string) => checkout.urls.push(url) }));

const toasts = setUpBookingFormTests();

describe('BookingForm: sending', () => {
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
    expect(toasts()).toEqual([]);
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
});

describe('BookingForm: the price', () => {
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
});

describe("BookingForm: the API's refusals", () => {
  it('shows the failure toast and keeps what was typed when the API fails', async () => {
    mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'POST /api/consultation-bookings': () => json(500, { statusCode: 500, message: 'Internal server error' }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual({
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
    expect(toasts()).toEqual([{ title: 'Booking Failed', description: 'That time has just been booked. Please choose another time.', variant: 'destructive' }]);
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
    expect(toasts()[0]).toMatchObject({ title: 'Booking Failed', variant: 'destructive' });
  });
});
