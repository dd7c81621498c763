import styled from '@emotion/styled';
import { ArrowRight, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { percentComplete, progressTone, TONE_COLOR } from '../utils/progress';
import { ProgressBar } from './progress-bar';

const StyledCard = styled.section`
  display: grid;
  gap: 12px;
  padding: 20px 24px;
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
  h2 {
    margin: 0;
    font-size: 1rem;
    color: var(--lo-fg-muted);
    font-weight: 600;
  }
  @media print {
    box-shadow: none;
    padding: 8px 0;
    border: 0;
  }
`;

const StyledFigures = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 16px;
`;

const StyledPercent = styled.p`
  margin: 0;
  font-size: 2.6rem;
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const StyledCount = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
`;

const StyledStatus = styled.span`
  margin-left: auto;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  @media (max-width: 480px) {
    margin-left: 0;
  }
`;

const StyledNext = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: var(--lo-fg-muted);
  a {
    font-weight: 600;
  }
  svg {
    vertical-align: -2px;
    margin-left: 4px;
  }
`;

export interface NextTask {
  title: string;
  href: string;
  categoryName: string;
}

/**
 * Overall progress across every task, with what to do next. With a plan (`withPlan`), the plan's card above says
 * what is next for this company, so this card is the whole guide's count only, and says so.
 */
export function ProgressCard({ completed, total, nextTask, withPlan = false }: { completed: number; total: number; nextTask?: NextTask; withPlan?: boolean }) {
  const percent = percentComplete(completed, total);
  const tone = TONE_COLOR[progressTone(percent)];
  return (
    <StyledCard aria-labelledby="lo-checklist-overall-title" data-testid="overall-progress">
      <h2 id="lo-checklist-overall-title">{withPlan ? 'The whole guide' : 'Overall progress'}</h2>
      <StyledFigures>
        <StyledPercent>{percent}%</StyledPercent>
        <StyledCount>
          {completed} of {total} {withPlan ? 'tasks in the guide' : 'tasks'} complete
        </StyledCount>
        <StyledStatus className="lo-no-print" style={{ color: tone.fg, background: tone.soft }}>
          {percent === 100 ? 'All done' : tone.label}
        </StyledStatus>
      </StyledFigures>
      <ProgressBar percent={percent} label="Overall progress" />
      {total > 0 ? (
        <StyledNext className="lo-no-print">
          {nextTask && !withPlan ? (
            <>
              Up next:{' '}
              <Link to={nextTask.href}>
                {nextTask.title}
                <ArrowRight size={15} aria-hidden="true" />
              </Link>{' '}
              ({nextTask.categoryName})
            </>
          ) : completed >= total ? (
            <>
              <PartyPopper size={16} aria-hidden="true" /> Every task is done. Your operations are launch-ready.
            </>
          ) : null}
        </StyledNext>
      ) : null}
    </StyledCard>
  );
}
