import styled from '@emotion/styled';
import { formatDate } from '@launchops/kit';
import { Link } from 'react-router';
import type { PlanFit } from '../../../utils/plan-fit';

const StyledCard = styled.section`
  display: grid;
  gap: 6px;
  padding: 16px 18px;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-bg-muted);
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Above the checklist, for a founder with a plan: their next task and next deadline, and the way to the plan. */
export function PlanSummaryCard({ fit }: { fit: PlanFit }) {
  const { next, plan } = fit;
  const deadline = plan.summary.nextDeadline;
  return (
    <StyledCard aria-labelledby="lo-checklist-plan-title" data-testid="checklist-plan-card">
      <h2 id="lo-checklist-plan-title">Your launch plan</h2>
      <p>
        {plan.summary.completed} of {plan.summary.applicable} tasks for your company done
        {plan.summary.hidden > 0 ? `; ${plan.summary.hidden} left out as they do not concern it` : ''}.
      </p>
      {next && (
        <p>
          Next: <Link to={`/checklist/${next.categorySlug}?task=${next.slug}`}>{next.title}</Link>
        </p>
      )}
      {deadline && (
        <p>
          Next deadline: {deadline.title}, {formatDate(deadline.dueOn)}.
        </p>
      )}
      <p>
        <Link to="/checklist/plan">Open your plan</Link>
      </p>
    </StyledCard>
  );
}
