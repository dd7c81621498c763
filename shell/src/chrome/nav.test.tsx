import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Nav } from './nav';

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Nav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Nav', () => {
  it('marks no item on the home page itself, and Features at #features', () => {
    expect(renderAt('/').getByRole('link', { name: 'Features' }).className).not.toMatch(/\bactive\b/);
  });

  it('marks Features at the features section', () => {
    expect(renderAt('/#features').getByRole('link', { name: 'Features' }).className).toMatch(/\bactive\b/);
  });

  it('marks the section of the page, and the blog on an author page, with no stray text in the class', () => {
    const nav = renderAt('/author/2');
    const blog = nav.getByRole('link', { name: 'Blog' });
    expect(blog.className).toMatch(/\bactive\b/);
    expect(blog.className).not.toMatch(/=>/);
    expect(nav.getByRole('link', { name: 'Checklist' }).className).not.toMatch(/\bactive\b/);
  });

  it('links to the plan, current on the plan and its quiz only; the checklist is current on its other pages', () => {
    for (const path of ['/checklist/plan', '/checklist/quiz']) {
      const nav = renderAt(path);
      expect(nav.getByRole('link', { name: 'Your plan' })).toHaveAttribute('href', '/checklist/plan');
      expect(nav.getByRole('link', { name: 'Your plan' }).className).toMatch(/\bactive\b/);
      expect(nav.getByRole('link', { name: 'Checklist' }).className).not.toMatch(/\bactive\b/);
      cleanup();
    }
    const nav = renderAt('/checklist/legal');
    expect(nav.getByRole('link', { name: 'Checklist' }).className).toMatch(/\bactive\b/);
    expect(nav.getByRole('link', { name: 'Your plan' }).className).not.toMatch(/\bactive\b/);
  });
});
