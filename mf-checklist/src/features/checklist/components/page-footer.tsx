import styled from '@emotion/styled';
import { Link } from 'react-router';
import { monthYear } from '../utils/dates';

const StyledFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 24px;
  padding-top: 20px;
  border-top: 1px solid var(--lo-border);
  font-size: 0.85rem;
  color: var(--lo-fg-muted);
  p {
    margin: 0;
  }
  @media print {
    color: #000;
  }
`;

/** The checklist's own footer: when it was last updated, and what it is not. */
export function PageFooter() {
  return (
    <StyledFooter>
      <p data-testid="last-updated">Last updated: {monthYear()}</p>
      <p>
        General guidance for US startups, not legal, tax or financial advice.{' '}
        <Link to="/consulting" className="lo-no-print">
          Talk to an advisor
        </Link>
      </p>
    </StyledFooter>
  );
}
