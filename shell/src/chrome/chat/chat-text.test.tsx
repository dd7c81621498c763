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

describe('ChatText sources', () => {
  it('names each source link after its title, and a section after the section', () => {
    render(
      <MemoryRouter>
        <ChatText
          text={
            'File it within 30 days.\n\nRead more:\n- File your 83(b) election within 30 days: /checklist/legal?task=file-83b-election\n\nBook a session at /consulting.'
          }
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'File your 83(b) election within 30 days' })).toHaveAttribute('href', '/checklist/legal?task=file-83b-election');
    expect(screen.getByRole('link', { name: 'the consulting page' })).toHaveAttribute('href', '/consulting');
    expect(screen.queryByText(/\/checklist\/legal\?task=/)).toBeNull();
  });
});
