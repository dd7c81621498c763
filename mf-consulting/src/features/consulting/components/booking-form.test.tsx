import { addDays } from '@launchops/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { day, otherDay, submitButton, timeRadio, today, setUpBookingFormTests } from '../../../testing/booking-form-support';
import { advisor, availabilityOf, bookingOf, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';
import { BookingForm } from './booking-form';

setUpBookingFormTests();

describe('BookingForm: validation', () => {
  it('shows every validation message from the contract, announced and tied to its field', async () => {
    const api = mockApi({ 'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))) });
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingForm consultant={advisor} />);
    await user.type(screen.getByLabelText('First name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(submitButton());

    for (const message of [
      // A typed initial is no name, but it is not missing either.
      'First name needs at least 2 letters',
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
    expect(firstName).toHaveAccessibleDescription('First name needs at least 2 letters');
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
});

describe('BookingForm: free times', () => {
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
});

describe('BookingForm: the signed-in founder', () => {
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
