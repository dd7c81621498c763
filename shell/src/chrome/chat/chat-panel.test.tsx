import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './chat-panel';
import { CHAT_FAILURE } from './use-chat';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ALLOWANCE =
  'You have asked the Operations Advisor 10 questions today, the free daily allowance. It renews at midnight UTC; the Pro and Premium plans have no daily limit.';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const json = (code: number, value: unknown) => new Response(JSON.stringify(value), { status: code, headers: { 'Content-Type': 'application/json' } });
      return String(input).includes('/api/chatbot/history') ? json(200, []) : json(status, body);
    }),
  );
}

async function ask() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChatPanel open onClose={() => undefined} />
    </QueryClientProvider>,
  );
  await user.type(screen.getByPlaceholderText('Ask about EINs, payroll, taxes...'), 'How do I get an EIN?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

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
