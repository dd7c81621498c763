import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AboutPage } from './company/about-page';
import { AffiliatePage } from './company/affiliate-page';
import { ContactPage } from './company/contact-page';
import { CookiesPage } from './legal/cookies-page';
import { LoginPage } from './account-access/login-page';
import { PartnersPage } from './company/partners-page';
import { PrivacyPage } from './legal/privacy-page';
import { SignupPage } from './account-access/signup-page';
import { TermsPage } from './legal/terms-page';
import { mockFetch, renderAt } from '../testing/test-utils';

const PAGES: Array<{ path: string; page: ReactElement; h1: string; title: string }> = [
  { path: '/about', page: <AboutPage />, h1: 'About LaunchOps', title: 'About LaunchOps' },
  { path: '/partners', page: <PartnersPage />, h1: 'Partners', title: 'Partners and how we choose tools | LaunchOps' },
  { path: '/contact', page: <ContactPage />, h1: 'Contact us', title: 'Contact us | LaunchOps' },
  { path: '/privacy', page: <PrivacyPage />, h1: 'Privacy policy', title: 'Privacy policy | LaunchOps' },
  { path: '/terms', page: <TermsPage />, h1: 'Terms of use', title: 'Terms of use | LaunchOps' },
  { path: '/cookies', page: <CookiesPage />, h1: 'Cookies and browser storage', title: 'Cookies and browser storage | LaunchOps' },
  { path: '/affiliate', page: <AffiliatePage />, h1: 'Affiliate disclosure', title: 'Affiliate disclosure | LaunchOps' },
  { path: '/login', page: <LoginPage />, h1: 'Log in', title: 'Log in | LaunchOps' },
  { path: '/signup', page: <SignupPage />, h1: 'Create your free account', title: 'Sign up | LaunchOps' },
];

describe('site pages', { timeout: 30_000 }, () => {
  it.each(PAGES)('$path has its h1, its own title and a description', ({ path, page, h1, title }) => {
    renderAt(path, page);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(h1);
    expect(document.title).toBe(title);
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThan(80);
    expect(description.length).toBeLessThanOrEqual(200);
  });

  it('keeps headings in order: no level is skipped', () => {
    for (const { path, page } of PAGES) {
      const { unmount } = renderAt(path, page);
      const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
      levels.forEach((level, index) => {
        if (index > 0) expect(level - levels[index - 1]!, `${path}: h${levels[index - 1]} then h${level}`).toBeLessThanOrEqual(1);
      });
      unmount();
    }
  });

  it('introduces the advisor on /about (#advisor) from the consultants route', async () => {
    const fetchMock = mockFetch(200, [
      {
        id: 1,
        name: 'Rosa Lindqvist',
        specialty: 'Startup Operations & Compliance',
        experience: '12 years',
        bio: 'Rosa works with founders on the unglamorous work.',
        avatarUrl: '/media/consultants/1.svg',
        timezone: 'America/New_York',
        profileUrl: '/about#advisor',
        expertise: ['Entity formation and state registrations'],
        sessionPriceCents: 15000,
      },
    ]);
    renderAt('/about', <AboutPage />);
    const section = screen.getByRole('region', { name: 'Who you talk to' });
    expect(section).toHaveAttribute('id', 'advisor');
    expect(await within(section).findByText('Rosa Lindqvist')).toBeInTheDocument();
    expect(section).toHaveTextContent('Startup Operations & Compliance, 12 years of experience');
    expect(section).toHaveTextContent('Entity formation and state registrations');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/consultants'))).toBe(true);
    vi.unstubAllGlobals();
  });

  it('states what is stored and for how long on the privacy page', () => {
    renderAt('/privacy', <PrivacyPage />);
    const retention = screen.getByRole('region', { name: 'How long LaunchOps keeps each kind of data' });
    expect(retention).toHaveTextContent('The cookie expires one year after it is set.');
    expect(retention).toHaveTextContent('3 years after the session date');
    expect(retention).toHaveTextContent('suppression entry');
    expect(screen.getAllByRole('link', { name: 'contact form' })[0]).toHaveAttribute('href', '/contact?topic=privacy');
  });

  it('lists exactly the cookies and the storage key the site uses', () => {
    renderAt('/cookies', <CookiesPage />);
    const table = screen.getByRole('region', { name: 'Cookies and storage keys used by LaunchOps' });
    const names = Array.from(table.querySelectorAll('tbody th')).map((cell) => cell.textContent);
    expect(names).toEqual(['lo_visitor', 'lo_release_id', 'lo_session', 'lo_release_pin', 'theme']);
  });
});
