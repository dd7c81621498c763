import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from './contact-page';
import { mockFetch, renderAt, sentBody } from '../../testing/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const RECEIVED = 'Thanks, we received your message and will reply within two business days.';

type User = ReturnType<typeof userEvent.setup>;

/** Types a whole value at once (one input event), which keeps these tests fast on small machines. */
async function fill(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillValid(user: User) {
  await fill(user, 'Your name', 'Ada Founder');
  await fill(user, 'E-mail address', 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'Consulting sessions');
  await fill(user, 'Message', 'Can we move my session to next week?');
}

/** The page with every field filled in well, sent. */
async function sendValid() {
  const user = userEvent.setup({ delay: null });
  renderAt('/contact', <ContactPage />);
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

// Generous: these run with user-event on shared two-core machines.
describe('ContactPage', { timeout: 30_000 }, () => {
  it('shows each field its own message for bad input, linked to the field, and sends nothing', async () => {
    const fetchMock = mockFetch(201, { id: 1, message: RECEIVED });
    const user = userEvent.setup({ delay: null });
    renderAt('/contact', <ContactPage />);
    await fill(user, 'E-mail address', 'not-an-address');
    await fill(user, 'Message', 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please tell us your name');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Please choose a topic');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(expect.stringContaining('Please write at least 10 characters'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the 4 fields marked below.');
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing a field clears its message straight away.
    await user.type(name, 'Ada');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please tell us your name')).not.toBeInTheDocument();
  });

  it('posts the message, shows the confirmation in the page and resets the form', async () => {
    const fetchMock = mockFetch(201, { id: 42, message: RECEIVED });
    await sendValid();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(RECEIVED));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact-messages');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ada Founder',
      email: 'ada@example.com',
      topic: 'consulting',
      message: 'Can we move my session to next week?',
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Topic')).toHaveValue('');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("shows the server's message when sending fails, and keeps what was typed", async () => {
    mockFetch(503, { statusCode: 503, message: 'The database is unavailable right now. Please try again in a moment.' });
    await sendValid();

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The database is unavailable right now. Please try again in a moment.'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada Founder');
  });

  it('explains the rate limit in plain words on 429', async () => {
    mockFetch(429, { statusCode: 429, message: 'ThrottlerException: Too Many Requests' });
    await sendValid();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please wait a minute and try again.'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('ThrottlerException');
  });

  it("puts the server's field issues next to the fields", async () => {
    mockFetch(400, {
      statusCode: 400,
      message: 'Please enter a valid email address',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    await sendValid();
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
  });

  it('preselects the topic named in the address and offers every topic with a readable label', () => {
    renderAt('/contact?topic=partnership', <ContactPage />);
    const topic = screen.getByLabelText('Topic');
    expect(topic).toHaveValue('partnership');
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a topic', 'General question', 'Consulting sessions', 'Partnerships', 'Privacy and data requests', 'Press']);
  });
});
