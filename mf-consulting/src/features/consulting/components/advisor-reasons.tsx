import styled from '@emotion/styled';
import { ListOrdered, Scale, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';

const StyledReasons = styled.ul`
  display: grid;
  gap: 14px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: 14px;
    padding: 18px;
    border: 1px solid var(--lo-border);
    border-radius: 14px;
    background: var(--lo-bg-muted);
  }
  .lo-consulting-reason-icon {
    grid-row: span 2;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 10px;
    background: var(--lo-primary-soft);
    color: var(--lo-primary);
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
    line-height: 1.55;
  }
`;

const REASONS: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'A plan in the right order',
    text: 'You leave with a sequenced list: what to file or set up first, what can safely wait, and who owns each step, so nothing blocks your first hire or first invoice.',
    icon: <ListOrdered size={22} aria-hidden="true" />,
  },
  {
    title: 'Tools that fit your stage',
    text: 'Advice on banking, payroll, bookkeeping and operations software is matched to your size and budget, including when a simple spreadsheet is still the right answer.',
    icon: <Wrench size={22} aria-hidden="true" />,
  },
  {
    title: 'Clear about what needs a professional',
    text: 'Some questions need a licensed attorney or CPA. You will know which ones, and go into those paid meetings with the right documents and questions ready.',
    icon: <Scale size={22} aria-hidden="true" />,
  },
];

/** Three reasons to book the advisor. */
export function AdvisorReasons({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Why founders book a session</h2>
      <StyledReasons>
        {REASONS.map((reason) => (
          <li key={reason.title}>
            <span className="lo-consulting-reason-icon">{reason.icon}</span>
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </StyledReasons>
    </section>
  );
}
