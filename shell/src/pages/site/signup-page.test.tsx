import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from './signup-page';
import { renderAt } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupPage', { timeout: 30_000 }, () => {
  it('sells no plan: the account is free, only consulting is paid, per session; it asks for an address, not a password', () => {
    renderAt('/signup', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your free account');
    expect(screen.getByText(/There are no paid plans/)).toBeInTheDocument();
    expect(screen.queryByText(/\$\d+/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'consulting page' })).toHaveAttribute('href', '/consulting');
    expect(document.title).toBe('Sign up | LaunchOps');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeInTheDocument();
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });

  it('treats an old plan link like the page itself', () => {
    renderAt('/signup?plan=pro', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your free account');
    expect(screen.queryByText(/Pro/)).not.toBeInTheDocument();
  });
});
