import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ConsultingRoutes from '../../../exposes/routes';
import { advisor, bookingOf, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';
import { managed, route, collectToastsPerTest } from '../../../testing/manage-booking-support';
import { cancelledText } from '../utils/session-terms';

const toasts = collectToastsPerTest();

describe('after a cancel, the founder lands on the result with what it gave back', () => {
  it('says what each cancel gave back', () => {
    expect(cancelledText('refund', 'charge')).toBe('Your payment is refunded in full to your card; your bank may take a few days to show it.');
    expect(cancelledText('credit', 'credit')).toBe("Your plan's session credit is given back.");
    expect(cancelledText('none', 'charge')).toBe('It was cancelled less than 24 hours before the session, so the payment is not refunded.');
    expect(cancelledText('none', 'credit')).toBe('It was cancelled less than 24 hours before the session, so the session credit stays used.');
    expect(cancelledText('none', 'invoice-after-session')).toBe('Nothing is charged for it.');
    expect(cancelledText(undefined, 'charge')).toBeNull();
  });

  it('the manage page: the result, with the refund, is brought into view and focused (the button was at the bottom of a phone screen), with no toast over it', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, managed({ paidWith: 'charge', canCancel: true, cancelReturns: 'refund' })),
      'POST /api/consultation-bookings/manage/[^/]+/cancel': () =>
        json(
          200,
          managed({ status: 'cancelled', canChange: false, canCancel: false, reason: 'This booking was cancelled.', paidWith: 'charge', returned: 'refund' }),
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: route });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    const result = await screen.findByTestId('cancel-result');
    expect(result).toHaveAttribute('role', 'status');
    expect(result).toHaveTextContent(/Your consultation on .* at 10:00 AM is cancelled\. Your payment is refunded in full to your card/);
    await waitFor(() => expect(result).toHaveFocus());
    // Centred, not at the top, where the site's sticky header would cover it.
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(toasts()).toEqual([]);
  });

  it('the consulting page: the result says what the cancel gave back and takes the focus', async () => {
    const upcoming = {
      ...bookingOf({ firstName: 'Ada', lastName: 'L', email: 'a@x.io', date: '2099-03-03', time: '2:00 PM', topic: 'Tax & Accounting Setup' }, 5),
      startsAt: '2099-03-03T19:00:00.000Z',
      paidWith: 'credit',
    };
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    mockApi({
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/consultation-bookings': () => json(200, [upcoming]),
      'GET /api/consultation-bookings/holds': () => json(200, []),
      'POST /api/consultation-bookings/5/cancel': () => json(200, { ...managed({ id: 5, status: 'cancelled', paidWith: 'credit' }), returned: 'credit' }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: '/consulting' });
    const list = await screen.findByRole('list', { name: 'Upcoming consultations' });
    await user.click(within(list).getByRole('button', { name: /^Cancel the consultation/ }));
    const result = await screen.findByText(/is cancelled\. Your plan's session credit is given back\. We have e-mailed you a confirmation\./);
    expect(result).toHaveAttribute('role', 'status');
    await waitFor(() => expect(result).toHaveFocus());
  });
});
