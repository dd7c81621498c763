import styled from '@emotion/styled';
import { Link } from 'react-router';
import { longDay } from '../utils/dates';

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

/** The day the checklist's content last changed: the latest day a task was verified against its sources. */
export function lastUpdated(tasks: ReadonlyArray<{ lastVerified: string }> | undefined): string | undefined {
  return tasks?.reduce<string | undefined>((latest, task) => (!latest || task.lastVerified > latest ? task.lastVerified : latest), undefined);
}

/** The checklist's own footer: when its content last changed, and what it is not. */
export function PageFooter({ updated }: { updated?: string }) {
  return (
    <StyledFooter>
      {updated && (
        <p data-testid="last-updated">
          Last updated: <time dateTime={updated}>{longDay(updated)}</time>
        </p>
      )}
      <p>
        General guidance for US startups, not legal, tax or financial advice.{' '}
        <Link to="/consulting" className="lo-no-print">
          Talk to an advisor
        </Link>
      </p>
    </StyledFooter>
  );
}
