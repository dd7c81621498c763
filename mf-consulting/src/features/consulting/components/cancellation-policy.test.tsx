import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ConsultingRoutes from '../../../exposes/routes';
import { advisor, bookingOf, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';

const WORDING =
  'Sessions can be rescheduled free of charge up to 24 hours before they start and cancelled online until they start (as policies.yaml words it).';

const sitePolicies = {
  policies: [{ id: 'refunds', title: 'Payment and refunds', statement: `Paid by card. ${WORDING}`, updated: '2026-12-01', cancellation: WORDING }],
  facts: [],
  areas: [],
  counts: { tasks: 56, areas: 6, articles: 10, products: 40, software: 20, tools: 20 },
  sessionPriceCents: 15000,
};

describe('/consulting: the cancellation policy, worded once (policies.yaml through GET /api/site-policies)', () => {
  it('is what the FAQ, the booking form and "Your bookings" say, word for word', async () => {
    const upcoming = {
      ...bookingOf({ firstName: 'Ada', lastName: 'L', email: 'a@x.io', date: '2099-03-03', time: '2:00 PM', topic: 'Tax & Accounting Setup' }, 1),
      startsAt: '2099-03-03T19:00:00.000Z',
    };
    mockApi({
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/consultation-bookings': () => json(200, [upcoming]),
      'GET /api/site-policies': () => json(200, sitePolicies),
    });
    renderPage(<ConsultingRoutes />, { url: '/consulting' });
    await screen.findByRole('list', { name: 'Upcoming consultations' });
    const faq = screen.getByText('Can I reschedule or cancel?').closest('details')!;
    expect(await within(faq).findByText(new RegExp(WORDING.replace(/[()]/g, '.')))).toBeInTheDocument();
    expect(screen.getByTestId('booking-cost')).toHaveTextContent(WORDING);
    expect(screen.getByTestId('your-bookings-policy')).toHaveTextContent(WORDING);
    // No other wording of it is typed into the pages.
    expect(document.body).not.toHaveTextContent(/for a full refund or your (plan's )?credit back/);
  });

  it('without the policies (an older API), says where to change a booking and no other wording of the policy', async () => {
    mockApi({
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/consultation-bookings': () => json(200, []),
    });
    renderPage(<ConsultingRoutes />, { url: '/consulting' });
    const faq = (await screen.findByText('Can I reschedule or cancel?')).closest('details')!;
    expect(faq).toHaveTextContent('Yes, with the link in your confirmation e-mail, or under "Your bookings" on this page.');
    expect(document.body).not.toHaveTextContent(/for a full refund|refunded in full/);
  });
});
