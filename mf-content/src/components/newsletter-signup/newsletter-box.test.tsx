import { SHELL_TOAST_EVENT, type ToastRequest } from '@launchops/kit';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '@launchops/kit/testing';
import { mockApi } from '../../testing/mock-api';
import { NewsletterBox } from './newsletter-box';

const CONFIRM = 'Thanks! Please check your inbox to confirm your subscription.';
let toasts: ToastRequest[] = [];
const onToast = (event: Event) => toasts.push((event as CustomEvent<ToastRequest>).detail);

beforeEach(() => {
  toasts = [];
  window.addEventListener(SHELL_TOAST_EVENT, onToast);
});
afterEach(() => window.removeEventListener(SHELL_TOAST_EVENT, onToast));

describe('NewsletterBox', () => {
  it('rejects an invalid address without calling the API', async () => {
    const fetchMock = mockApi(() => ({ status: 202, body: { message: CONFIRM } }));
    const { user } = renderPage(<NewsletterBox />);
    const input = screen.getByLabelText('Your e-mail address');
    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes with source "blog" and tells the visitor once, beside the form, to confirm by e-mail (no toast saying it again)', async () => {
    const fetchMock = mockApi(() => ({ status: 202, body: { message: CONFIRM } }));
    const { user } = renderPage(<NewsletterBox />);
    const input = screen.getByLabelText('Your e-mail address');
    await user.type(input, '  founder@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(CONFIRM)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter-subscriptions');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'founder@example.com', source: 'blog' });
    expect(input).toHaveValue('');
    // Said once: the confirmation beside the form is the answer; a toast with the same words doubled it.
    expect(screen.getAllByText(CONFIRM)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts).toEqual([]);
  });

  it('shows the failure as a destructive toast and keeps the address', async () => {
    mockApi(() => ({ status: 429, body: { statusCode: 429, message: 'Too many requests. Please wait a minute and try again.' } }));
    const { user } = renderPage(<NewsletterBox />);
    const input = screen.getByLabelText('Your e-mail address');
    await user.type(input, 'founder@example.com{Enter}');
    await screen.findByRole('button', { name: 'Subscribe' });
    await expect
      .poll(() => toasts)
      .toEqual([{ title: 'Subscription failed', description: 'Too many requests. Please wait a minute and try again.', variant: 'destructive' }]);
    expect(input).toHaveValue('founder@example.com');
    expect(screen.queryByText(CONFIRM)).not.toBeInTheDocument();
  });
});
