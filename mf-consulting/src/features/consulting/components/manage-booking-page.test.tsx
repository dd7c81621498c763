import { BOOKING_TIMES, slotStart } from '@launchops/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ConsultingRoutes from '../../../exposes/routes';
import { availabilityOf, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';
import { day, managed, newDay, route, token, collectToastsPerTest } from '../../../testing/manage-booking-support';

const toasts = collectToastsPerTest();

describe('/consulting/bookings/:token: the link', () => {
  it('says clearly when the link is unknown', async () => {
    mockApi({ 'GET /api/consultation-bookings/manage/.*': () => json(404, { statusCode: 404, message: 'We could not find a booking for this link' }) });
    renderPage(<ConsultingRoutes />, { url: route });
    expect(await screen.findByRole('heading', { name: 'We could not find a booking for this link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/consulting');
    // The page meta is applied in an effect after the commit that shows the data: wait for it.
    await waitFor(() => expect(document.title).toBe('Manage your consultation | LaunchOps'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('does not ask the API about a malformed link', async () => {
    const api = mockApi({});
    renderPage(<ConsultingRoutes />, { url: '/consulting/bookings/short' });
    expect(await screen.findByRole('heading', { name: 'We could not find a booking for this link' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the details, and why the booking can no longer be changed', async () => {
    mockApi({
      'GET /api/consultation-bookings/manage/.*': () =>
        json(200, managed({ canChange: false, reason: 'Bookings can be changed up to 24 hours before the session. Please contact us if you need help.' })),
    });
    renderPage(<ConsultingRoutes />, { url: route });
    expect(await screen.findByText('Tax & Accounting Setup')).toBeInTheDocument();
    expect(screen.getByText('Rosa Lindqvist')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM, Eastern Time (New York)')).toBeInTheDocument();
    expect(screen.getByText(/can no longer be moved online/)).toBeInTheDocument();
    expect(screen.getByText(/up to 24 hours before the session/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});

describe('/consulting/bookings/:token: rescheduling', () => {
  it('reschedules to a free time; the current time is not offered', async () => {
    const api = mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, managed()),
      'GET /api/consultants/1/availability.*': (c) => {
        const date = new URL(c.path, 'http://x').searchParams.get('date')!;
        return json(200, availabilityOf(date, date === day ? ['10:00 AM'] : ['9:00 AM']));
      },
      'POST /api/consultation-bookings/manage/[^/]+/reschedule': (c) => {
        const body = c.body as { date: string; time: '2:00 PM' };
        return json(200, managed({ date: body.date, time: body.time }));
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: route });

    const current = await screen.findByRole('radio', { name: '10:00 AM, current' });
    expect(current).toBeDisabled();
    expect(screen.getByLabelText('New date')).toHaveValue(day);
    await user.clear(screen.getByLabelText('New date'));
    await user.type(screen.getByLabelText('New date'), newDay);
    await waitFor(() => expect(screen.getByRole('radio', { name: '9:00 AM, unavailable' })).toBeDisabled());
    await user.click(screen.getByRole('radio', { name: '2:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Move booking' }));

    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({ title: 'Booking Rescheduled', variant: 'default' });
    expect(api.callsTo('POST', '/api/consultation-bookings/manage/')[0]).toMatchObject({
      path: `/api/consultation-bookings/manage/${token}/reschedule`,
      body: { date: newDay, time: '2:00 PM' },
    });
    expect(await screen.findByText('2:00 PM, Eastern Time (New York)')).toBeInTheDocument();
  });

  it('shows the booked and the newly picked time on the visitor’s own clock, naming their zone', async () => {
    // The visitor is in Berlin; the advisor in New York.
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: 'Europe/Berlin' };
    });
    const berlin = (date: string, time: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', hour: 'numeric', minute: '2-digit' }).format(slotStart(date, time, 'America/New_York'));
    mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, managed()),
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(new URL(c.path, 'http://x').searchParams.get('date')!, ['10:00 AM'])),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: route });

    expect(await screen.findByText(`${berlin(day, '10:00 AM')}, Central European Time (Berlin)`)).toBeInTheDocument();
    expect(screen.getByText('In your time zone')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: '2:00 PM' }));
    const form = screen.getByRole('form', { name: 'Reschedule the consultation' });
    expect(form).toHaveTextContent(`That is ${berlin(day, '2:00 PM')} in your time zone (Central European Time (Berlin)).`);
  });

  it('says why a day is closed when the new date is one of the advisor’s days off', async () => {
    mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, managed()),
      'GET /api/consultants/1/availability.*': (c) => {
        const date = new URL(c.path, 'http://x').searchParams.get('date')!;
        const closed = date === newDay;
        return json(200, { ...availabilityOf(date, closed ? [...BOOKING_TIMES] : []), closed: closed ? 'Closed: Thanksgiving Day' : null });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: route });
    await screen.findByRole('radio', { name: '10:00 AM, current' });
    await user.clear(screen.getByLabelText('New date'));
    await user.type(screen.getByLabelText('New date'), newDay);
    expect(await screen.findByTestId('day-closed')).toHaveTextContent('Closed: Thanksgiving Day');
  });
});
