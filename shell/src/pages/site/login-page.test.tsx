import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';
import { mockFetch, renderAt, sentBody } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', { timeout: 30_000 }, () => {
  it('says plainly that accounts do not exist yet and offers no password field', () => {
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accounts are coming soon');
    expect(screen.getByText(/does not have user accounts yet/)).toBeInTheDocument();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'The startup checklist' })).toHaveAttribute('href', '/checklist');
    expect(screen.getByText(/checklist progress, bookings list and chat history are kept for this browser/)).toBeInTheDocument();
  });

  it('joins the early-access list with the source login', async () => {
    const fetchMock = mockFetch(202, { message: 'Thanks! Please check your inbox to confirm your subscription.' });
    const user = userEvent.setup({ delay: null });
    renderAt('/login', <LoginPage />);
    await user.click(screen.getByRole('textbox', { name: 'E-mail address' }));
    await user.paste('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the early-access list' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Please check your inbox'));
    expect(sentBody(fetchMock)).toEqual({ email: 'ada@example.com', source: 'login' });
  });
});
