import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from './signup-page';
import { mockFetch, renderAt, sentBody } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACCEPTED = 'Thanks! Please check your inbox to confirm your subscription.';

describe('SignupPage', { timeout: 30_000 }, () => {
  it('sells no plan: everything is free without an account, only consulting is paid, per session', () => {
    renderAt('/signup', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No account needed');
    expect(screen.getByText(/There are no paid plans/)).toBeInTheDocument();
    expect(screen.queryByText(/\$\d+/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'consulting page' })).toHaveAttribute('href', '/consulting');
    expect(document.title).toBe('Sign up | LaunchOps');
  });

  it('treats an old plan link like the page itself', () => {
    renderAt('/signup?plan=pro', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No account needed');
    expect(screen.queryByText(/Pro/)).not.toBeInTheDocument();
  });

  it('joins the list for accounts with the source signup', async () => {
    const fetchMock = mockFetch(202, { message: ACCEPTED });
    const user = userEvent.setup({ delay: null });
    renderAt('/signup', <SignupPage />);
    await user.click(screen.getByRole('textbox', { name: 'E-mail address' }));
    await user.paste('founder@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the early-access list' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ACCEPTED));
    expect(screen.getByRole('status')).toHaveTextContent(/click the confirmation link/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/newsletter-subscriptions');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ email: 'founder@example.com', source: 'signup' });
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
  });

  it('shows the message next to a bad address and sends nothing', async () => {
    const fetchMock = mockFetch(202, { message: ACCEPTED });
    const user = userEvent.setup({ delay: null });
    renderAt('/signup', <SignupPage />);
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.click(email);
    await user.paste('founder@');
    await user.click(screen.getByRole('button', { name: 'Join the early-access list' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when joining fails", async () => {
    mockFetch(503, { statusCode: 503, message: 'The database is unavailable right now. Please try again in a moment.' });
    const user = userEvent.setup({ delay: null });
    renderAt('/signup', <SignupPage />);
    await user.click(screen.getByRole('textbox', { name: 'E-mail address' }));
    await user.paste('founder@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the early-access list' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The database is unavailable right now.'));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('founder@example.com');
  });
});
