import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChatText } from './chat-text';

describe('ChatText', () => {
  it('links site paths and renders everything else as text', () => {
    const { container } = render(
      <MemoryRouter>
        <ChatText text={'See /checklist/banking?task=get-an-ein and <img src=x onerror=alert(1)> <b>bold</b>'} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '/checklist/banking?task=get-an-ein' })).toHaveAttribute('href', '/checklist/banking?task=get-an-ein');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
