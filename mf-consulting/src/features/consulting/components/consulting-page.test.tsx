import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ConsultingRoutes from '../../../exposes/routes';
import { advisor, bookingOf, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';
import { consultantsQueryOptions } from '../api/get-consultants';

describe('/consulting: the advisor and the form', () => {
  it('shows the loading text, then the advisor, the reasons, the form and the FAQ', async () => {
    let answer!: (response: Response) => void;
    mockApi({
      'GET /api/consultants': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/consultation-bookings': () => json(200, []),
    });
    renderPage(<ConsultingRoutes />, { url: '/consulting' });
    expect(await screen.findByText('Loading consultant information...')).toBeInTheDocument();
    answer(json(200, [advisor, { ...advisor, id: 2, name: 'Second Advisor' }]));

    expect((await screen.findByText('Rosa Lindqvist')).tagName).toBe('H2');
    expect(screen.queryByText('Second Advisor')).toBeNull();
    expect(screen.getByText('Startup Operations & Compliance')).toBeInTheDocument();
    expect(screen.getByText(/12 years of experience/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Avatar of Rosa Lindqvist' })).toHaveAttribute('width', '96');
    const expertise = screen.getByText('Areas of expertise').nextElementSibling as HTMLElement;
    expect(within(expertise).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('link', { name: /More about Rosa/ })).toHaveAttribute('href', '/about');
    const reasons = screen.getByText('Why founders book a session').parentElement!;
    expect(reasons.querySelectorAll('h3')).toHaveLength(3);
    expect(screen.getByRole('form', { name: 'Book a consultation' })).toBeInTheDocument();
    expect(screen.getByText('How long is a session, and how does it happen?')).toBeInTheDocument();
    expect(screen.getByText(/60 minutes and takes place by video call/)).toBeInTheDocument();
    expect(screen.getByText(/Yes, with the link in your confirmation e-mail/)).toBeInTheDocument();
    expect(screen.getByText('What happens after I book?')).toBeInTheDocument();
    expect(screen.getByText(/short questionnaire about your company/)).toBeInTheDocument();
    expect(screen.getByText('Are follow-up check-ins possible?')).toBeInTheDocument();
    // The page meta is applied in an effect after the commit that shows the data: wait for it.
    await waitFor(() => expect(document.title).toBe('Book a startup operations consultation | LaunchOps'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/60-minute video session/);
  });

  it('keeps the advisor fresh for one minute', () => {
    expect(consultantsQueryOptions().staleTime).toBe(60_000);
  });

  it('says when the advisor is unavailable', async () => {
    mockApi({ 'GET /api/consultants': () => json(503, { statusCode: 503, message: 'Service unavailable' }) });
    renderPage(<ConsultingRoutes />, { url: '/consulting' });
    expect(await screen.findByText('Consultant information unavailable at the moment.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('form', { name: 'Book a consultation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('/consulting: bookings, unknown paths and the way back from Checkout', () => {
  it("lists this visitor's upcoming bookings only", async () => {
    const upcoming = {
      ...bookingOf({ firstName: 'Ada', lastName: 'L', email: 'a@x.io', date: '2099-03-03', time: '2:00 PM', topic: 'Tax & Accounting Setup' }, 1),
      startsAt: '2099-03-03T19:00:00.000Z',
    };
    const past = {
      ...bookingOf({ firstName: 'Ada', lastName: 'L', email: 'a@x.io', date: '2020-03-03', time: '9:00 AM', topic: 'HR & Hiring Compliance' }, 2),
      startsAt: '2020-03-03T14:00:00.000Z',
    };
    mockApi({
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/consultation-bookings': () => json(200, [upcoming, past]),
    });
    renderPage(<ConsultingRoutes />, { url: '/consulting' });
    const list = await screen.findByRole('list', { name: 'Upcoming consultations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Tuesday, March 3, 2099 at 2:00 PM');
    expect(list).toHaveTextContent('Tax & Accounting Setup');
  });

  it('says so when there are no bookings yet', async () => {
    mockApi({ 'GET /api/consultants': () => json(200, [advisor]), 'GET /api/consultation-bookings': () => json(200, []) });
    renderPage(<ConsultingRoutes />, { url: '/consulting' });
    expect(await screen.findByText(/You have no upcoming consultations yet/)).toBeInTheDocument();
  });

  it('shows its own not-found message with a way back for unknown consulting paths', async () => {
    mockApi({});
    renderPage(<ConsultingRoutes />, { url: '/consulting/nope' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to consulting' })).toHaveAttribute('href', '/consulting');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull());
  });

  it('back from Checkout: waits for the payment to confirm the booking, then says so', async () => {
    let paid = false;
    mockApi({
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/consultation-bookings': () => json(200, []),
      'GET /api/consultation-bookings/77': () => {
        const booking = {
          ...bookingOf({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', date: '2030-01-15', time: '9:00 AM', topic: 'Tax & Accounting Setup' }, 77),
          status: paid ? 'confirmed' : 'pending',
        };
        paid = true;
        return json(200, booking);
      },
    });
    renderPage(<ConsultingRoutes />, { url: '/consulting?payment=success&booking=77' });
    expect(await screen.findByTestId('payment-waiting')).toHaveTextContent('Confirming your booking');
    expect(await screen.findByTestId('payment-confirmed', {}, { timeout: 4_000 })).toHaveTextContent(/Paid\. You're booked for .* ada@example\.com/);
  });

  it('back from Checkout without paying: releases the held time and says nothing was charged', async () => {
    const api = mockApi({
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/consultation-bookings': () => json(200, []),
      'POST /api/consultation-bookings/78/release': () => json(200, { released: true }),
    });
    renderPage(<ConsultingRoutes />, { url: '/consulting?payment=cancelled&booking=78' });
    expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent('nothing was charged and the time you chose is released');
    await waitFor(() => expect(api.callsTo('POST', '/api/consultation-bookings/78/release')).toHaveLength(1));
  });
});
