import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from './signup-page';
import { mockFetch, renderAt, sentBody } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACCEPTED = 'Thanks! Please check your inbox to confirm your subscription.';

describe('SignupPage', { timeout: 30_000 }, () => {
  it('shows the chosen plan with its price, badge and features, and says accounts are not open', () => {
    renderAt('/signup?plan=pro', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get early access to Pro');
    const card = screen.getByRole('region', { name: /^Pro/ });
    expect(card).toHaveTextContent('$79 per month');
    expect(within(card).getByText('Popular')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Advanced interactive checklist',
      'Complete software recommendations',
      'Premium blog access',
      '1 consulting session per month',
      'Basic AI assistant access',
    ]);
    expect(screen.getByText(/Accounts and billing are not open yet/)).toBeInTheDocument();
    // The other plans are one click away.
    expect(screen.getByRole('link', { name: 'Basic ($29/month)' })).toHaveAttribute('href', '/signup?plan=basic');
    expect(screen.getByRole('link', { name: 'Premium ($199/month)' })).toHaveAttribute('href', '/signup?plan=premium');
    expect(document.title).toBe('Early access to the Pro plan | LaunchOps');
  });

  it('shows the three plans to pick from when the plan is unknown', () => {
    renderAt('/signup?plan=enterprise', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a plan');
    expect(screen.getByText(/We do not have a plan called “enterprise”/)).toBeInTheDocument();
    const choices = screen.getAllByRole('link', { name: /^Choose / });
    expect(choices.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Choose Basic', '/signup?plan=basic'],
      ['Choose Pro', '/signup?plan=pro'],
      ['Choose Premium', '/signup?plan=premium'],
    ]);
    expect(screen.getByRole('region', { name: /^Basic/ })).toHaveTextContent('$29 per month');
    expect(screen.getByRole('region', { name: /^Premium/ })).toHaveTextContent('$199 per month');
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).not.toBeInTheDocument();
  });

  it('shows the three plans without a warning when no plan is given', () => {
    renderAt('/signup', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a plan');
    expect(screen.queryByText(/We do not have a plan called/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Choose / })).toHaveLength(3);
  });

  it('joins the early-access list for the chosen plan with the source signup:pro', async () => {
    const fetchMock = mockFetch(202, { message: ACCEPTED });
    const user = userEvent.setup({ delay: null });
    renderAt('/signup?plan=PRO', <SignupPage />);
    await user.click(screen.getByRole('textbox', { name: 'E-mail address' }));
    await user.paste('founder@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the early-access list' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ACCEPTED));
    expect(screen.getByRole('status')).toHaveTextContent(/click the confirmation link/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/newsletter-subscriptions');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ email: 'founder@example.com', source: 'signup:pro' });
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
  });

  it('shows the message next to a bad address and sends nothing', async () => {
    const fetchMock = mockFetch(202, { message: ACCEPTED });
    const user = userEvent.setup({ delay: null });
    renderAt('/signup?plan=basic', <SignupPage />);
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
    renderAt('/signup?plan=premium', <SignupPage />);
    await user.click(screen.getByRole('textbox', { name: 'E-mail address' }));
    await user.paste('founder@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the early-access list' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The database is unavailable right now.'));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('founder@example.com');
  });
});
