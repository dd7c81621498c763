import type { Deadline, PlanTask } from '@launchops/contracts';
import { formatDate } from '@launchops/kit';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { StyledList } from './plan-page-styles';

export const dayText = (day: string) => formatDate(day);

export function when(deadline: Deadline): string {
  if (deadline.daysLeft < 0) return `missed ${-deadline.daysLeft} day${deadline.daysLeft === -1 ? '' : 's'} ago`;
  if (deadline.daysLeft === 0) return 'due today';
  return `in ${deadline.daysLeft} day${deadline.daysLeft === 1 ? '' : 's'}`;
}

export function DeadlineItem({ deadline }: { deadline: Deadline }) {
  // A conditional obligation is owed only if its condition holds: shown in neutral, never as urgent.
  const tone = deadline.condition ? 'neutral' : deadline.status === 'missed' ? 'danger' : deadline.status === 'due-soon' ? 'warning' : 'neutral';
  return (
    <li data-missed={deadline.status === 'missed'} data-conditional={Boolean(deadline.condition)} data-testid="plan-deadline">
      <div className="line">
        <span className="title">{deadline.title}</span>
        <Badge tone={tone} wrap>
          {deadline.condition ? 'If it applies: ' : ''}
          {dayText(deadline.dueOn)} · {when(deadline)}
        </Badge>
      </div>
      {deadline.condition && (
        <p className="condition" data-testid="plan-deadline-condition">
          <strong>Only if</strong> {deadline.condition}.
        </p>
      )}
      <p className="why">
        {deadline.because.charAt(0).toUpperCase() + deadline.because.slice(1)}.{/* An API before contracts 1.3 sends no moveNote. */}
        {deadline.movedFrom && !deadline.moveNote && ` The rule names ${dayText(deadline.movedFrom)}; a weekend or holiday moves it to the next business day.`}
      </p>
      {deadline.moveNote && (
        <p className="moved" data-testid="plan-deadline-moved">
          {deadline.moveNote}
        </p>
      )}
      {deadline.ifMissed && (
        <p className="now">
          <strong>What to do now:</strong> {deadline.ifMissed}
        </p>
      )}
      <p className="source">
        Source: <a href={deadline.source.url}>{deadline.source.name}</a> (checked {dayText(deadline.lastVerified)}). Not legal or tax advice.
      </p>
    </li>
  );
}

export function TaskItem({ task }: { task: PlanTask }) {
  return (
    <li data-testid="plan-task" data-slug={task.slug}>
      <div className="line">
        <Link className="title" to={`/checklist/${task.categorySlug}?task=${task.slug}`}>
          {task.title}
        </Link>
        <span>
          {task.completed ? (
            <Badge tone="success">
              <Check size={14} aria-hidden="true" /> Done
            </Badge>
          ) : task.deadline ? (
            <Badge tone={task.deadline.status === 'missed' ? 'danger' : task.deadline.status === 'due-soon' ? 'warning' : 'neutral'}>
              Due {dayText(task.deadline.dueOn)}
            </Badge>
          ) : null}
        </span>
      </div>
      <p className="why">
        {task.categoryName}: {task.reason}.
      </p>
    </li>
  );
}

/** The plan's dated deadlines, then those owed only if a condition holds (a tax above a threshold), in their own list. */
export function PlanDeadlines({ deadlines }: { deadlines: readonly Deadline[] }) {
  const certain = deadlines.filter((d) => !d.condition);
  const conditional = deadlines.filter((d) => d.condition);
  return (
    <>
      <section aria-labelledby="plan-deadlines">
        <h2 id="plan-deadlines">Deadlines</h2>
        {certain.length ? (
          <StyledList>
            {certain.map((d) => (
              <DeadlineItem key={`${d.ruleId}-${d.dueOn}`} deadline={d} />
            ))}
          </StyledList>
        ) : (
          <p>No filing deadline applies to your answers yet. They appear here once you form the company, grant stock, raise or hire.</p>
        )}
      </section>

      {conditional.length > 0 && (
        <section aria-labelledby="plan-conditional">
          <h2 id="plan-conditional">If they apply to you</h2>
          <p>These are owed only when their condition holds, such as a tax above a threshold. Check each one; none of them is counted as missed.</p>
          <StyledList>
            {conditional.map((d) => (
              <DeadlineItem key={`${d.ruleId}-${d.dueOn}`} deadline={d} />
            ))}
          </StyledList>
        </section>
      )}
    </>
  );
}
