import { CHANGE_WINDOW_HOURS } from '@launchops/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { today, setUpBookingFormTests } from '../../../testing/booking-form-support';
import { advisor, availabilityOf, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';
import { noticeTimes } from '../utils/booking-window';
import { BookingForm } from './booking-form';

setUpBookingFormTests();

describe('slots inside the 24-hour notice', () => {
  it('are worked out on the advisor’s clock: a time less than 24 hours away is inside the notice', () => {
    // 2026-03-04 15:30 UTC is 10:30 AM in New York.
    const now = new Date('2026-03-04T15:30:00Z');
    expect([...noticeTimes('2026-03-04', 'America/New_York', now)]).toEqual(['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM']);
    expect([...noticeTimes('2026-03-05', 'America/New_York', now)]).toEqual(['9:00 AM', '10:00 AM']);
    expect([...noticeTimes('2026-03-06', 'America/New_York', now)]).toEqual([]);
  });

  it('are labelled as such in the picker, not only crossed out, and the hint says why', async () => {
    mockApi({
      'GET /api/consultants/1/availability.*': (c) =>
        json(200, availabilityOf(c.path.slice(-10), ['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM'])),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await user.type(screen.getByLabelText('Date'), today);
    const group = screen.getByRole('group', { name: 'Time' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: '4:00 PM, unavailable: less than 24 hours away' })).toBeDisabled());
    expect(within(group).getAllByText('within 24 h')).toHaveLength(7);
    expect(group).toHaveAccessibleDescription(new RegExp(`sessions are booked at least ${CHANGE_WINDOW_HOURS} hours ahead`));
  });

  it('are not clickable when the free times cannot be checked (not refused only after sending)', async () => {
    mockApi({ 'GET /api/consultants/1/availability.*': () => json(503, { statusCode: 503, message: 'Service unavailable' }) });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await user.type(screen.getByLabelText('Date'), today);
    await screen.findByText(/We couldn't check which times are free right now/);
    for (const radio of within(screen.getByRole('group', { name: 'Time' })).getAllByRole('radio')) {
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleName(/unavailable: less than 24 hours away$/);
    }
  });
});
