import styled from '@emotion/styled';
import { BookOpen, CalendarCheck, ListChecks, MessageCircle, Wrench } from 'lucide-react';
import { SESSION_MINUTES } from '@launchops/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { gridListCss, itemBoxCss } from '@launchops/kit/styles';

const StyledSection = styled.section`
  h2 {
    margin: 0 0 6px;
    font-size: 1.3rem;
  }
  > p {
    margin: 0 0 16px;
    color: var(--lo-fg-muted);
  }
  ul {
    ${gridListCss(180, 12)};
  }
  li {
    ${itemBoxCss};
    padding: 14px 16px;
    background: var(--lo-bg-muted);
  }
  li p {
    margin: 2px 0 0;
    color: var(--lo-fg-muted);
    font-size: 0.93rem;
    line-height: 1.5;
  }
  a {
    font-weight: 600;
  }
`;

const ITEMS: Array<{ icon: ReactNode; to?: string; label: string; text: string }> = [
  {
    icon: <ListChecks size={20} aria-hidden="true" />,
    to: '/checklist',
    label: 'The startup checklist',
    text: 'Every task of the checklist. Your progress is saved for this browser, no account needed.',
  },
  {
    icon: <Wrench size={20} aria-hidden="true" />,
    to: '/tools',
    label: 'Recommended tools',
    text: 'Curated software for formation, banking, payroll and everyday operations.',
  },
  {
    icon: <BookOpen size={20} aria-hidden="true" />,
    to: '/blog',
    label: 'Guides and articles',
    text: 'Practical articles on running the operational side of a young company.',
  },
  {
    icon: <CalendarCheck size={20} aria-hidden="true" />,
    to: '/consulting',
    label: 'One-to-one consulting',
    text: `Book a ${SESSION_MINUTES}-minute video session; you manage it from the link in your e-mail.`,
  },
  {
    icon: <MessageCircle size={20} aria-hidden="true" />,
    label: 'The Operations Advisor',
    text: 'The chat button at the bottom right of every page answers from our guides.',
  },
];

/** What a visitor can already use without an account. */
export function WhatWorksToday({ title, intro }: { title: string; intro: string }) {
  return (
    <StyledSection aria-labelledby="what-works-today-title">
      <h2 id="what-works-today-title">{title}</h2>
      <p>{intro}</p>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.label}>
            {item.icon}
            <div>
              {item.to ? <Link to={item.to}>{item.label}</Link> : <strong>{item.label}</strong>}
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </StyledSection>
  );
}
