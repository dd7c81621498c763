import styled from '@emotion/styled';
import { longDate } from '@launchops/contracts';
import { inlineCodeCss } from '@launchops/kit/styles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const StyledHeader = styled.header`
  background: linear-gradient(180deg, var(--lo-primary-soft), var(--lo-bg));
  border-bottom: 1px solid var(--lo-border);
`;

const StyledHeaderInner = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: 48px 16px 32px;
  @media (max-width: 600px) {
    padding: 32px 16px 24px;
  }
  h1 {
    font-size: clamp(1.8rem, 4.5vw, 2.6rem);
    margin: 0 0 12px;
    letter-spacing: -0.01em;
  }
`;

const StyledEyebrow = styled.p`
  margin: 0 0 8px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--lo-primary);
`;

const StyledLead = styled.p`
  margin: 0;
  max-width: 720px;
  font-size: 1.125rem;
  color: var(--lo-fg-muted);
  /* A long e-mail address ("Signed in as ...") wraps instead of widening the page at 360 px. */
  overflow-wrap: anywhere;
`;

const StyledUpdated = styled.p`
  margin: 16px 0 0;
  font-size: 0.9rem;
  color: var(--lo-fg-muted);
`;

const StyledBody = styled.div<{ hasToc: boolean }>`
  max-width: 1040px;
  margin: 0 auto;
  padding: 32px 16px 0;
  display: grid;
  gap: 32px;
  grid-template-columns: ${(p) => (p.hasToc ? '220px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
`;

const StyledToc = styled.nav`
  position: sticky;
  top: 88px;
  padding: 16px;
  border: 1px solid var(--lo-border);
  border-radius: 12px;
  background: var(--lo-bg-muted);
  font-size: 0.92rem;
  @media (max-width: 900px) {
    position: static;
  }
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    margin: 0 0 8px;
    color: var(--lo-fg-muted);
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  a {
    display: block;
    padding: 4px 6px;
    border-radius: 6px;
    color: var(--lo-fg);
    text-decoration: none;
  }
  a:hover {
    background: var(--lo-bg);
    color: var(--lo-primary);
  }
  @media (max-width: 900px) {
    ol {
      grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
    }
  }
`;

/** Long-form text: readable line length, spaced headings, tables and lists. */
export const StyledProse = styled.div`
  max-width: 760px;
  min-width: 0;
  font-size: 1.02rem;
  line-height: 1.7;
  overflow-wrap: anywhere;
  > section + section {
    margin-top: 40px;
  }
  section[id] {
    scroll-margin-top: 88px;
  }
  h2 {
    font-size: 1.4rem;
    margin: 0 0 12px;
    scroll-margin-top: 88px;
  }
  h3 {
    font-size: 1.1rem;
    margin: 24px 0 8px;
    scroll-margin-top: 88px;
  }
  p {
    margin: 0 0 14px;
  }
  ul,
  ol {
    margin: 0 0 14px;
    padding-left: 1.3em;
  }
  li + li {
    margin-top: 6px;
  }
  a {
    color: var(--lo-primary);
    text-underline-offset: 2px;
  }
  code {
    ${inlineCodeCss};
  }
  strong {
    font-weight: 650;
  }
`;

export const StyledCallout = styled.div<{ tone?: 'info' | 'warning' | 'success' }>`
  margin: 0 0 24px;
  padding: 14px 16px;
  border-radius: 10px;
  border: 1px solid var(--lo-border);
  border-left: 4px solid ${(p) => (p.tone === 'warning' ? 'var(--lo-warning)' : p.tone === 'success' ? 'var(--lo-success)' : 'var(--lo-primary)')};
  background: ${(p) => (p.tone === 'warning' ? 'var(--lo-warning-soft)' : p.tone === 'success' ? 'var(--lo-success-soft)' : 'var(--lo-primary-soft)')};
  color: var(--lo-fg);
  p:last-child,
  ul:last-child {
    margin-bottom: 0;
  }
`;

export const StyledButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  border-radius: 10px;
  background: var(--lo-primary);
  font-weight: 600;
  /* Doubled so the prose link colour does not win inside StyledProse. */
  && {
    color: var(--lo-primary-fg);
    text-decoration: none;
  }
  &:hover {
    filter: brightness(1.08);
  }
`;

export interface TocEntry {
  id: string;
  label: string;
}

export interface SitePageLayoutProps {
  /** Small label above the heading, e.g. the footer column the page belongs to. */
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** ISO date the text was last changed; shown under the lead. */
  updated?: string;
  /** Section links shown as "On this page". */
  toc?: TocEntry[];
  children: ReactNode;
}

const formatDate = (iso: string) => longDate(new Date(`${iso}T12:00:00Z`), 'utc');

/** The frame of the site's own pages: a header band with the h1, then the page's content. */
export function SitePageLayout({ eyebrow, title, lead, updated, toc, children }: SitePageLayoutProps) {
  const hasToc = Boolean(toc && toc.length > 0);
  return (
    <article>
      <StyledHeader>
        <StyledHeaderInner>
          {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
          <h1>{title}</h1>
          {lead && <StyledLead>{lead}</StyledLead>}
          {updated && (
            <StyledUpdated>
              Last updated <time dateTime={updated}>{formatDate(updated)}</time>
            </StyledUpdated>
          )}
        </StyledHeaderInner>
      </StyledHeader>
      <StyledBody hasToc={hasToc}>
        {hasToc && (
          <StyledToc aria-labelledby="site-page-toc-title" className="lo-no-print">
            <h2 id="site-page-toc-title">On this page</h2>
            <ol>
              {toc!.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.label}</a>
                </li>
              ))}
            </ol>
          </StyledToc>
        )}
        <div style={{ minWidth: 0 }}>{children}</div>
      </StyledBody>
    </article>
  );
}

/** A titled section of a prose page; its id is the anchor the table of contents links to. */
export function ProseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
