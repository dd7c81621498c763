import styled from '@emotion/styled';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  margin-bottom: 16px;
  color: var(--lo-fg-muted);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: var(--lo-primary);
  }
`;

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledBackLink to={to} className="lo-no-print">
      <ArrowLeft size={18} aria-hidden="true" />
      {children}
    </StyledBackLink>
  );
}
