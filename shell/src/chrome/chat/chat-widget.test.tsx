import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatWidget } from './chat-widget';

// Two failures: the hover's early load and the opening's own load.
const state = vi.hoisted(() => ({ failuresLeft: 2 }));

vi.mock('./chat-panel', () => {
  if (state.failuresLeft > 0) {
    state.failuresLeft--;
    throw new Error('offline');
  }
  return { ChatPanel: ({ open }: { open: boolean }) => (open ? <section aria-label="Operations Advisor conversation">Ask me anything</section> : null) };
});

describe('ChatWidget', () => {
  it('says so when the conversation cannot be loaded, keeps the site alive, and loads it on the next opening', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: 'Open Operations Advisor chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Operations Advisor could not be opened.');
    await user.click(screen.getByRole('button', { name: 'Close Operations Advisor chat' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Operations Advisor chat' }));
    expect(await screen.findByRole('region', { name: 'Operations Advisor conversation' })).toHaveTextContent('Ask me anything');
  });
});
