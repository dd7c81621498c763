import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BookingHomeWidget from '../../../exposes/home-widget';
import { advisor, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';

describe('home booking section', () => {
  it('pitches the session next to the booking form', async () => {
    mockApi({ 'GET /api/consultants': () => json(200, [advisor]) });
    renderPage(<BookingHomeWidget />, { url: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Talk it through with an operations advisor' })).toBeInTheDocument();
    expect(screen.getByText('Loading consultant information...')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Book a consultation' })).toBeInTheDocument();
    expect(screen.getByText('Rosa Lindqvist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Meet the advisor/ })).toHaveAttribute('href', '/consulting');
  });

  it('says when the advisor is unavailable', async () => {
    mockApi({ 'GET /api/consultants': () => json(200, []) });
    renderPage(<BookingHomeWidget />, { url: '/' });
    expect(await screen.findByText('Consultant information unavailable at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Book a consultation' })).toBeNull();
  });
});
