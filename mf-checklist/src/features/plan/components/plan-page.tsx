import type { Plan, PlanTask } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { Download, Pencil, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { StyledAnchorButton, StyledButton, StyledLinkButton } from '../../../components/button';
import { usePlan } from '../../../utils/plan-api';
import { questionCountInWords } from '../../../utils/quiz-steps';
import { AdvisorRoadmap } from './advisor-roadmap';
import { CalendarFeed, Reminders } from './plan-feed';
import { dayText, PlanDeadlines, TaskItem, when } from './plan-items';
import { PlanStates } from './plan-states';
import { StyledActions, StyledList, StyledPage } from './plan-page-styles';

/** Before the quiz is finished: what the plan will be, and the way to the quiz. */
function PlanInvitation({ answers }: { answers: Plan['answers'] }) {
  return (
    <StyledPage>
      <div>
        <h1>Your launch plan</h1>
        <p>
          Answer {questionCountInWords()} short questions about your company and the checklist becomes your own plan: only the tasks that apply, in order, with
          every filing deadline dated.
        </p>
      </div>
      <StyledActions>
        <StyledLinkButton to="/checklist/quiz">{Object.keys(answers).length ? 'Continue the quiz' : 'Take the readiness quiz'}</StyledLinkButton>
      </StyledActions>
    </StyledPage>
  );
}

/** The tasks that do not apply, folded away until asked for. */
function HiddenTasks({ hidden }: { hidden: PlanTask[] }) {
  const [showHidden, setShowHidden] = useState(false);
  const hiddenId = useId();
  return (
    <section aria-labelledby="plan-hidden" className="no-print">
      <h2 id="plan-hidden">Tasks that do not apply to you</h2>
      <StyledButton type="button" variant="ghost" aria-expanded={showHidden} aria-controls={hiddenId} onClick={() => setShowHidden((v) => !v)}>
        {showHidden ? 'Hide them' : `Show ${hidden.length} hidden task${hidden.length === 1 ? '' : 's'}`}
      </StyledButton>
      <div id={hiddenId} hidden={!showHidden}>
        <StyledList>
          {hidden.map((task) => (
            <TaskItem key={task.itemId} task={task} />
          ))}
        </StyledList>
      </div>
    </section>
  );
}

/** /checklist/plan: the founder's own plan from the readiness quiz: dated deadlines, tasks in order, calendar and exports. */
export function PlanPage() {
  usePageMeta({
    title: 'Your launch plan',
    description: 'Your personal launch plan: the checklist tasks that apply to your company, in order, with dated filing deadlines.',
    canonicalPath: '/checklist/plan',
  });
  const plan = usePlan();

  if (plan.isPending) {
    return (
      <StyledPage aria-busy="true">
        <p>Loading your plan…</p>
      </StyledPage>
    );
  }
  if (plan.isError) {
    return (
      <StyledPage>
        <p role="alert">Your plan could not be loaded. Please check your connection and reload the page.</p>
      </StyledPage>
    );
  }
  const data = plan.data;
  if (!data.completedAt) return <PlanInvitation answers={data.answers} />;
  const applicable = data.tasks.filter((t) => t.applies);
  const hidden = data.tasks.filter((t) => !t.applies);
  const next = data.summary.nextDeadline;
  return (
    <StyledPage>
      <header>
        <h1>Your launch plan</h1>
        <p>
          {data.summary.completed} of {data.summary.applicable} tasks done
          {next ? `. Next deadline: ${next.title}, ${dayText(next.dueOn)} (${when(next)}).` : '.'}
        </p>
      </header>
      <StyledActions className="no-print">
        <StyledLinkButton to="/checklist/quiz" variant="secondary">
          <Pencil size={16} aria-hidden="true" /> Edit my answers
        </StyledLinkButton>
        <StyledButton type="button" variant="secondary" onClick={() => window.print()}>
          <Printer size={16} aria-hidden="true" /> Print
        </StyledButton>
        <StyledAnchorButton href="/api/plan/tasks.csv" download variant="secondary">
          <Download size={16} aria-hidden="true" /> Download as CSV
        </StyledAnchorButton>
      </StyledActions>

      <PlanDeadlines deadlines={data.deadlines} />
      <PlanStates answers={data.answers} />

      <CalendarFeed />
      <Reminders />

      <AdvisorRoadmap tasks={data.tasks} />
      <section aria-labelledby="plan-tasks">
        <h2 id="plan-tasks">Your tasks, most urgent first</h2>
        <StyledList>
          {applicable.map((task) => (
            <TaskItem key={task.itemId} task={task} />
          ))}
        </StyledList>
      </section>

      {hidden.length > 0 && <HiddenTasks hidden={hidden} />}
    </StyledPage>
  );
}
