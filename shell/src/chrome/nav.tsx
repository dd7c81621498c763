import styled from '@emotion/styled';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuthSession } from '@launchops/kit/react';
import { ThemeToggle } from './theme-toggle';

const LINKS = [
  { to: '/checklist', label: 'Checklist' },
  // The readiness plan: the quiz for a visitor without one, their dated plan after.
  { to: '/checklist/plan', label: 'Your plan' },
  { to: '/software', label: 'Software' },
  { to: '/tools', label: 'Tools' },
  { to: '/consulting', label: 'Consulting' },
  { to: '/blog', label: 'Blog' },
];

/**
 * Below this width the links fold into the menu: in one row they take about 1,090 px signed out and 1,140 signed in (eight links, the button and the
 * theme toggle), so a narrower window would wrap them and scroll sideways.
 */
const MENU_BELOW = 1180;

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: var(--lo-bg);
  border-bottom: 1px solid var(--lo-border);
`;

const StyledBar = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 16px;
  height: 64px;
  display: flex;
  align-items: center;
  gap: 16px;
`;

const StyledBrand = styled(Link)`
  font-weight: 800;
  font-size: 1.2rem;
  color: var(--lo-fg);
  text-decoration: none;
  margin-right: auto;
  span {
    color: var(--lo-primary);
  }
`;

const StyledLinks = styled.ul<{ open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  align-items: center;
  gap: 4px;
  @media (max-width: ${MENU_BELOW}px) {
    display: ${(p) => (p.open ? 'flex' : 'none')};
    position: absolute;
    top: 64px;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    padding: 8px 16px 16px;
    background: var(--lo-bg);
    border-bottom: 1px solid var(--lo-border);
    box-shadow: var(--lo-shadow);
  }
`;

const StyledNavLink = styled(NavLink)`
  display: block;
  padding: 8px 12px;
  border-radius: 8px;
  color: var(--lo-fg-muted);
  text-decoration: none;
  font-weight: 500;
  white-space: nowrap;
  &:hover {
    color: var(--lo-fg);
    background: var(--lo-bg-muted);
  }
  &.active {
    color: var(--lo-primary);
    background: var(--lo-primary-soft);
  }
`;

/** The same look for a link that is not a route of its own (an anchor on the home page). */
const StyledHashLink = StyledNavLink.withComponent(Link);

const StyledCta = styled(Link)`
  display: inline-block;
  padding: 8px 14px;
  border-radius: 8px;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
`;

const StyledMenuButton = styled.button`
  display: none;
  width: 40px;
  height: 40px;
  align-items: center;
  justify-content: center;
  border: 1px solid var(--lo-border);
  border-radius: 8px;
  background: transparent;
  cursor: pointer;
  @media (max-width: ${MENU_BELOW}px) {
    display: inline-flex;
  }
`;

export function Nav() {
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();
  const close = () => setOpen(false);
  const onPlan = /^\/checklist\/(plan|quiz)(\/|$)/.test(pathname);
  // The signed-in state; until it is known (or when the API is away) the Log in link shows.
  const { account } = useAuthSession();
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  // Esc closes the open menu wherever the focus is, and the focus goes back to the button that opened it.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <StyledHeader className="lo-no-print">
      <StyledBar as="nav" aria-label="Main">
        <StyledBrand to="/" onClick={close}>
          Launch<span>Ops</span>
        </StyledBrand>
        <StyledLinks id="main-menu" open={open}>
          <li>
            {/* A plain link: NavLink would mark it current on every visit to the home page (it ignores the hash). */}
            <StyledHashLink to="/#features" onClick={close} className={pathname === '/' && hash === '#features' ? 'active' : undefined}>
              Features
            </StyledHashLink>
          </li>
          {LINKS.map((link) => (
            <li key={link.to}>
              <StyledNavLink
                to={link.to}
                onClick={close}
                // Author pages belong to the blog section.
                // A string: the styled wrapper would turn a function into text. NavLink adds 'active' itself on a match.
                className={(link.to === '/blog' && pathname.startsWith('/author/')) || (link.to === '/checklist/plan' && onPlan) ? 'active' : undefined}
                // The plan and its quiz live under /checklist but are an item of their own: there, only "Your plan" is current.
                end={link.to === '/checklist' && onPlan}
              >
                {link.label}
              </StyledNavLink>
            </li>
          ))}
          <li>
            {account ? (
              <StyledNavLink to="/account" onClick={close} title={`Signed in as ${account.email}`}>
                Your account
              </StyledNavLink>
            ) : (
              <StyledNavLink to="/login" onClick={close}>
                Log in
              </StyledNavLink>
            )}
          </li>
          <li>
            <StyledCta to="/checklist" onClick={close}>
              Launch Checklist
            </StyledCta>
          </li>
        </StyledLinks>
        <ThemeToggle />
        <StyledMenuButton
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
        </StyledMenuButton>
      </StyledBar>
    </StyledHeader>
  );
}
