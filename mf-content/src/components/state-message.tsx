import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const StyledState = styled.div`
  max-width: 560px;
  margin: 48px auto;
  padding: 32px 24px;
  text-align: center;
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-bg-muted);
  h1,
  h2 {
    margin: 12px 0 8px;
    font-size: 1.5rem;
  }
  p {
    margin: 0 auto 20px;
    color: var(--lo-fg-muted);
    max-width: 44ch;
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: var(--lo-primary-soft);
  color: var(--lo-primary);
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;

interface StateMessageProps {
  icon: ReactNode;
  title: string;
  /** h1 when the message is the whole page (not found), h2 inside a page. */
  headingLevel?: 1 | 2;
  children: ReactNode;
  /** Shown between the heading and the explanation (a paywall's teaser of what it holds back). */
  lead?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}

/** A not-found, error or empty state: icon, heading, explanation and what to do next. */
export function StateMessage({ icon, title, headingLevel = 2, children, lead, actions, role }: StateMessageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <StyledState role={role}>
      <StyledIcon aria-hidden="true">{icon}</StyledIcon>
      <Heading>{title}</Heading>
      {lead}
      <p>{children}</p>
      {actions ? <StyledActions>{actions}</StyledActions> : null}
    </StyledState>
  );
}
