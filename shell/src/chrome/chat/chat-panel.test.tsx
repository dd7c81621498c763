import type { AssistantAllowance } from '@launchops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renewalTime } from './chat-allowance';
import { ChatPanel } from './chat-panel';
import { CHAT_FAILURE } from './use-chat';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ALLOWANCE =
  'You have asked the Operations Advisor 10 questions today, the free daily allowance. It renews at midnight UTC; the Pro and Premium plans have no daily limit.';
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const FREE: AssistantAllowance = { dailyAllowance: 10, left: 3, resetsAt: inAnHour() };

/** The API as the panel sees it: the history (empty), the allowance, and the message route's answer. */
function answer(status: number, body: unknown, allowance: AssistantAllowance | (() => AssistantAllowance) = FREE) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const json = (code: number, value: unknown) => new Response(JSON.stringify(value), { status: code, headers: { 'Content-Type': 'application/json' } });
    const url = String(input);
    if (url.includes('/api/chatbot/history')) return json(200, []);
    if (url.includes('/api/chatbot/allowance')) return json(200, typeof allowance === 'function' ? allowance() : allowance);
    return json(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ChatPanel open onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function ask() {
  const user = userEvent.setup();
  renderPanel();
  await user.type(screen.getByPlaceholderText('Ask about EINs, payroll, taxes...'), 'How do I get an EIN?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

const messagePosts = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/chatbot/message'));

describe('ChatPanel', () => {
  it('tells a free visitor past the daily allowance what the API said, not that the connection failed', async () => {
    answer(429, { statusCode: 429, message: ALLOWANCE });
    await ask();
    expect(await screen.findByText(ALLOWANCE)).toBeInTheDocument();
    expect(screen.queryByText(CHAT_FAILURE)).toBeNull();
  });

  it('still answers any other failure with the connection message', async () => {
    answer(500, { statusCode: 500, message: 'Internal server error' });
    await ask();
    expect(await screen.findByText(CHAT_FAILURE)).toBeInTheDocument();
  });
});

describe('ChatPanel: the free daily allowance', () => {
  it('says how many free questions are left today, when they renew in the visitor’s time, and links to the plans', async () => {
    answer(201, {});
    renderPanel();
    const note = await screen.findByText(/3 of 10 free questions left today/);
    expect(note).toHaveTextContent(`renew ${renewalTime(FREE.resetsAt)} your time`);
    expect(screen.getByRole('link', { name: 'Plans with no daily limit' })).toHaveAttribute('href', '/#plans');
    // The text box is described by the note, so a screen reader hears it with the question field.
    expect(screen.getByLabelText('Your question')).toHaveAccessibleDescription(/3 of 10 free questions left today/);
  });

  it('counts down after each question, as the API says', async () => {
    let left = 3;
    answer(201, { botMessage: { id: 1, content: 'Apply online with the IRS.', timestamp: new Date().toISOString() } }, () => ({ ...FREE, left: left }));
    renderPanel();
    await screen.findByText(/3 of 10 free questions left today/);
    left = 2;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your question'), 'How do I get an EIN?{Enter}');
    expect(await screen.findByText(/2 of 10 free questions left today/)).toBeInTheDocument();
  });

  it('disables sending while none are left, without asking the API (no 429 for an ordinary visit)', async () => {
    const fetchMock = answer(429, { statusCode: 429, message: ALLOWANCE }, { ...FREE, left: 0 });
    renderPanel();
    const note = await screen.findByText(/You have used today’s 10 free questions/);
    expect(note).toHaveTextContent(`They renew ${renewalTime(FREE.resetsAt)} your time`);
    expect(screen.getByRole('link', { name: 'Plans with no daily limit' })).toHaveAttribute('href', '/#plans');
    const box = screen.getByLabelText('Your question');
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.setup().type(box, 'One more?{Enter}');
    expect(messagePosts(fetchMock)).toEqual([]);
  });

  it('says nothing of a limit on a plan without one', async () => {
    answer(201, {}, { dailyAllowance: null, left: null, resetsAt: inAnHour() });
    renderPanel();
    await screen.findByPlaceholderText('Ask about EINs, payroll, taxes...');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/free questions/)).toBeNull();
    expect(screen.getByLabelText('Your question')).toBeEnabled();
  });
});

describe('renewalTime', () => {
  const resetsAt = '2026-12-02T00:00:00.000Z';
  const now = new Date('2026-12-01T20:00:00Z');
  it('gives midnight UTC in the visitor’s own time zone, today or tomorrow', () => {
    expect(renewalTime(resetsAt, now, 'America/New_York')).toBe('today at 7:00 PM');
    expect(renewalTime(resetsAt, now, 'Europe/Berlin')).toBe('tomorrow at 1:00 AM');
    expect(renewalTime(resetsAt, now, 'UTC')).toBe('tomorrow at 12:00 AM');
  });
});
