import styled from '@emotion/styled';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { CHAT_LAUNCHER_CLEARANCE } from './chat/chat-widget';
import { toast } from './toasts/toast-store';
import { useSitePolicies } from '../pages/policies/site-policies';

const COLUMNS: Array<{ title: string; links: Array<{ to: string; label: string }> }> = [
  {
    title: 'Product',
    links: [
      { to: '/checklist', label: 'Startup checklist' },
      { to: '/software', label: 'Software' },
      { to: '/consulting', label: 'Consulting' },
      { to: '/blog', label: 'Blog' },
      { to: '/templates', label: 'Document templates' },
    ],
  },
  // Filled from the content: every area of categories.yaml, named as it names them.
  { title: 'Checklists', links: [] },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/partners', label: 'Partners' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
      { to: '/cookies', label: 'Cookies' },
      { to: '/affiliate', label: 'Affiliate disclosure' },
    ],
  },
];

const StyledFooter = styled.footer`
  margin-top: 64px;
  border-top: 1px solid var(--lo-border);
  background: var(--lo-bg-muted);
`;

const StyledInner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 40px 16px 24px;
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(220px, 1.4fr) repeat(4, minmax(120px, 1fr));
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: 0.95rem;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  a {
    color: var(--lo-fg-muted);
    text-decoration: none;
  }
  a:hover {
    color: var(--lo-fg);
    text-decoration: underline;
  }
`;

const StyledForm = styled.form`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  flex-wrap: wrap;
  input {
    flex: 1 1 180px;
    min-width: 0;
    padding: 8px 10px;
    border: 1px solid var(--lo-border);
    border-radius: 8px;
    background: var(--lo-bg);
  }
  button {
    padding: 8px 14px;
    border: 0;
    border-radius: 8px;
    background: var(--lo-primary);
    color: var(--lo-primary-fg);
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

// The page's last line stays clear of the chat launcher, which floats over the bottom of the screen.
const StyledBottom = styled.p`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px 16px ${CHAT_LAUNCHER_CLEARANCE.wide};
  border-top: 1px solid var(--lo-border);
  color: var(--lo-fg-muted);
  font-size: 0.9rem;
  @media (max-width: ${CHAT_LAUNCHER_CLEARANCE.narrowMaxWidth}) {
    padding-bottom: ${CHAT_LAUNCHER_CLEARANCE.narrow};
  }
`;

function FooterNewsletter() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      // The request code (and zod) loads on submit, not with every page's first paint.
      const { subscribe } = await import('./footer-subscribe');
      const result = await subscribe(email);
      toast({ title: 'Almost there', description: result.message });
      setEmail('');
    } catch (error) {
      toast({ title: 'Subscription failed', description: error instanceof Error ? error.message : 'Please try again.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <StyledForm onSubmit={submit} aria-label="Newsletter">
      <label htmlFor="footer-email" className="lo-visually-hidden">
        E-mail address
      </label>
      <input
        id="footer-email"
        type="email"
        required
        placeholder="you@company.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
      />
      <button type="submit" disabled={sending}>
        {sending ? 'Subscribing...' : 'Subscribe'}
      </button>
    </StyledForm>
  );
}

export function Footer() {
  const areas = useSitePolicies().data?.areas;
  const columns = COLUMNS.map((column) =>
    column.title === 'Checklists'
      ? { ...column, links: areas?.map((area) => ({ to: `/checklist/${area.slug}`, label: area.name })) ?? [{ to: '/checklist', label: 'All checklists' }] }
      : column,
  );
  return (
    <StyledFooter className="lo-no-print">
      <StyledInner>
        <div>
          <h2>LaunchOps</h2>
          <p style={{ margin: 0, color: 'var(--lo-fg-muted)' }}>Weekly operational tips for founders, every Thursday.</p>
          <FooterNewsletter />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </StyledInner>
      <StyledBottom>© {new Date().getFullYear()} LaunchOps. General guidance for founders, not legal, tax or financial advice.</StyledBottom>
    </StyledFooter>
  );
}
