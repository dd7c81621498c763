import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ConsultingRoutes from '../../../exposes/routes';
import { fillValid, submitButton, timeRadio } from '../../../testing/booking-form-support';
import { advisor, availabilityOf, bookingOf, collectToasts, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';
import { BookingForm } from './booking-form';

const checkout = vi.hoisted(() => ({ urls: [] as string[] }));
vi.mock('../utils/leave-for-checkout', () => ({ leaveForCheckout: (url: string) => checkout.urls.push(url) }));

const held = (id: number, time: string, extra: Record<string, unknown> = {}) => ({
  ...bookingOf({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', date: '2099-03-03', time, topic: 'Tax & Accounting Setup' }, id),
  startsAt: '2099-03-03T19:00:00.000Z',
  status: 'pending' as const,
  paidWith: 'charge',
  holdUntil: '2099-03-01T15:12:00.000Z',
  checkoutUrl: `https://pay.example/checkout/cs_test_${id}`,
  ...extra,
});

describe("/consulting: this browser's unpaid holds", () => {
  it('lists each held time with until when it is held, a way to pay and a way to release it', async () => {
    checkout.urls.length = 0;
    let holds = [held(41, '2:00 PM'), held(42, '3:00 PM', { checkoutUrl: undefined })];
    const api = mockApi({
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/consultation-bookings': () => json(200, []),
      'GET /api/consultation-bookings/holds': () => json(200, holds),
      'POST /api/consultation-bookings/41/release': () => {
        holds = holds.filter((h) => h.id !== 41);
        return json(200, { released: true });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: '/consulting' });

    const list = await screen.findByRole('list', { name: 'Times held for payment' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Tuesday, March 3, 2099 at 2:00 PM');
    expect(items[0]).toHaveTextContent(/Held for you until .*: not booked until it is paid/);

    await user.click(within(items[0]!).getByRole('button', { name: 'Pay for the session on Tuesday, March 3, 2099 at 2:00 PM' }));
    expect(checkout.urls).toEqual(['https://pay.example/checkout/cs_test_41']);
    // A hold without a payment page can only be released (or left to run out).
    expect(within(items[1]!).queryByRole('button', { name: /^Pay for/ })).toBeNull();

    await user.click(within(items[0]!).getByRole('button', { name: 'Release the time on Tuesday, March 3, 2099 at 2:00 PM' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/consultation-bookings/41/release')).toHaveLength(1));
    expect(await screen.findByText('The time on Tuesday, March 3, 2099 at 2:00 PM is released. Nothing was charged.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Times held for payment' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows nothing when there is no hold, or when the holds cannot be read (an API without the route)', async () => {
    mockApi({
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/consultation-bookings': () => json(200, []),
      'GET /api/consultation-bookings/holds': () => json(404, { statusCode: 404, message: 'Not Found' }),
    });
    renderPage(<ConsultingRoutes />, { url: '/consulting' });
    expect(await screen.findByText(/You have no upcoming consultations yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Times held for payment' })).toBeNull();
  });
});

describe('the booking form refused because too many times are held', () => {
  it('says what the API says in a toast, not as a taken time, and keeps the chosen time', async () => {
    const toasts = collectToasts();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message =
      'You already hold 2 unpaid times. Pay for one or release it under "Your bookings" before holding another; an unpaid time is released by itself after 15 minutes.';
    const api = mockApi({
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'POST /api/consultation-bookings': () => json(429, { statusCode: 429, message }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(toasts.toasts.at(-1)).toMatchObject({ title: 'Booking Failed', description: message, variant: 'destructive' }));
    expect(api.callsTo('GET', '/api/consultants/1/availability')).toHaveLength(1);
    expect(timeRadio('10:00 AM')).toBeChecked();
    expect(screen.getByRole('group', { name: 'Time' })).not.toHaveAccessibleDescription(new RegExp(message.slice(0, 20)));
    toasts.stop();
  });
});
