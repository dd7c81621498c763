import { policyStatement } from '@launchops/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from './signup-page';
import { mockSiteApi, renderAt } from '../../testing/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupPage', { timeout: 30_000 }, () => {
  it('states the accounts, plans and sessions policies of policies.yaml; it asks for an address, not a password', async () => {
    const { site } = await mockSiteApi();
    renderAt('/signup', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your free account');
    expect(await screen.findByText(policyStatement(site, 'plans'), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(policyStatement(site, 'accounts'))).toBeInTheDocument();
    expect(screen.getByText(policyStatement(site, 'sessions'))).toBeInTheDocument();
    expect(document.title).toBe('Sign up | LaunchOps');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeInTheDocument();
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });

  it('states the plans policy once on a link that names a plan (?plan=pro)', async () => {
    const { site } = await mockSiteApi();
    renderAt('/signup?plan=pro', <SignupPage />);
    expect(await screen.findAllByText(policyStatement(site, 'plans'), {}, { timeout: 10_000 })).toHaveLength(1);
  });
});
