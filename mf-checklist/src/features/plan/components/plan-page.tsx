import styled from '@emotion/styled';
import { type Deadline, longDate, type PlanTask } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { BellRing, CalendarPlus, Check, Copy, Download, Pencil, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { StyledAnchorButton, StyledButton, StyledLinkButton } from '../../../components/button';
import { useFeed, useFeedChange, usePlan, useReminders, useRemindersChange } from '../api/plan';
import { AdvisorRoadmap } from './advisor-roadmap';
import { questionCountInWords } from '../utils/quiz-steps';

const StyledPage = styled.div`
  max-width: 980px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  display: grid;
  gap: 28px;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.7rem, 4.5vw, 2.4rem);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.35rem;
  }
  @media print {
    padding: 0;
    gap: 16px;
    .no-print {
      display: none !important;
    }
    a {
      color: #000;
    }
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    padding: 14px 16px;
    border: 1px solid var(--lo-border);
    border-radius: 12px;
    background: var(--lo-surface);
    break-inside: avoid;
  }
  li[data-missed='true'] {
    border-color: var(--lo-danger);
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 6px 12px;
  }
  .title {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .why {
    margin: 6px 0 0;
    color: var(--lo-fg-muted);
  }
  .source {
    margin: 6px 0 0;
    font-size: 0.88rem;
    color: var(--lo-fg-muted);
  }
  .now {
    margin: 8px 0 0;
  }
`;

const StyledFeed = styled.div`
  display: grid;
  gap: 12px;
  padding: 18px;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-bg-muted);
  input {
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border-radius: 10px;
    border: 1px solid var(--lo-border);
    font: inherit;
    background: var(--lo-surface);
    color: var(--lo-fg);
  }
  p {
    margin: 0;
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: 12px;
`;

const dayText = (day: string) => longDate(new Date(`${day}T00:00:00Z`), 'utc');

function when(deadline: Deadline): string {
  if (deadline.daysLeft < 0) return `missed ${-deadline.daysLeft} day${deadline.daysLeft === -1 ? '' : 's'} ago`;
  if (deadline.daysLeft === 0) return 'due today';
  return `in ${deadline.daysLeft} day${deadline.daysLeft === 1 ? '' : 's'}`;
}

function DeadlineItem({ deadline }: { deadline: Deadline }) {
  const tone = deadline.status === 'missed' ? 'danger' : deadline.status === 'due-soon' ? 'warning' : 'neutral';
  return (
    <li data-missed={deadline.status === 'missed'} data-testid="plan-deadline">
      <div className="line">
        <span className="title">{deadline.title}</span>
        <Badge tone={tone}>
          {dayText(deadline.dueOn)} · {when(deadline)}
        </Badge>
      </div>
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

function TaskItem({ task }: { task: PlanTask }) {
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

function CalendarFeed() {
  const feed = useFeed();
  const change = useFeedChange();
  const [copied, setCopied] = useState(false);
  const id = useId();
  const address = feed.data?.feed;
  const copy = async () => {
    if (!address) return;
    await navigator.clipboard?.writeText(address.url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="no-print">
      <h2 id={`${id}-title`}>Keep the deadlines in your calendar</h2>
      <StyledFeed>
        <p>
          A private calendar address lists your deadlines and follows your plan when your answers change. Google Calendar, Apple Calendar and Outlook can
          subscribe to it. Anyone with the address can read your deadlines, so keep it to yourself; you can stop it at any time.
        </p>
        {feed.isError && <p role="alert">The calendar address could not be loaded. Please reload the page.</p>}
        {change.isError && <p role="alert">{errorText(change.error)}</p>}
        {address ? (
          <>
            <label htmlFor={id}>Your private calendar address</label>
            <input id={id} readOnly value={address.url} onFocus={(event) => event.currentTarget.select()} />
            <StyledActions>
              <StyledButton type="button" variant="secondary" size="sm" onClick={copy}>
                <Copy size={16} aria-hidden="true" /> {copied ? 'Copied' : 'Copy address'}
              </StyledButton>
              <a href={address.webcalUrl}>Subscribe in Apple Calendar or Outlook</a>
              <a href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(address.webcalUrl)}`} target="_blank" rel="noreferrer">
                Add to Google Calendar
              </a>
            </StyledActions>
            <StyledActions>
              <StyledButton type="button" variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate('create')}>
                Make a new address (the old one stops working)
              </StyledButton>
              <StyledButton
                type="button"
                variant="ghost"
                size="sm"
                disabled={change.isPending}
                onClick={() => {
                  if (window.confirm('Stop this calendar address? Calendars subscribed to it will stop updating.')) change.mutate('revoke');
                }}
              >
                Stop this address
              </StyledButton>
            </StyledActions>
          </>
        ) : (
          <StyledActions>
            <StyledButton type="button" disabled={change.isPending || feed.isPending} onClick={() => change.mutate('create')}>
              <CalendarPlus size={18} aria-hidden="true" /> Create my calendar address
            </StyledButton>
          </StyledActions>
        )}
        <p>
          Or <a href="/api/plan/calendar.ics">download the deadlines once as an .ics file</a> (it will not update).
        </p>
      </StyledFeed>
    </section>
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'That did not work. Please try again.');

function Reminders() {
  const reminders = useReminders();
  const change = useRemindersChange();
  const [email, setEmail] = useState('');
  const id = useId();
  const current = reminders.data?.reminders;
  return (
    <section aria-labelledby={`${id}-title`} className="no-print">
      <h2 id={`${id}-title`}>Reminders by e-mail</h2>
      <StyledFeed>
        <p>We can e-mail you a week before each deadline in your plan and again the day before, with what to file and where.</p>
        {reminders.isError && <p role="alert">Your reminder settings could not be loaded. Please reload the page.</p>}
        {change.isError && <p role="alert">{errorText(change.error)}</p>}
        {current ? (
          <>
            <p role="status">
              {current.status === 'pending'
                ? `Check your inbox: we sent a confirmation link to ${current.email}. Nothing else is sent until you confirm.`
                : `Reminders go to ${current.email}. Each one has a one-click unsubscribe link.`}
            </p>
            <StyledActions>
              <StyledButton type="button" variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate(null)}>
                Stop reminders
              </StyledButton>
            </StyledActions>
          </>
        ) : (
          <StyledForm
            onSubmit={(event) => {
              event.preventDefault();
              change.mutate(email.trim());
            }}
          >
            <label htmlFor={id}>Your e-mail address</label>
            <input id={id} type="email" autoComplete="email" required maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
            <StyledActions>
              <StyledButton type="submit" disabled={change.isPending || reminders.isPending}>
                <BellRing size={18} aria-hidden="true" /> Send me reminders
              </StyledButton>
            </StyledActions>
            <p>
              We first send a link to confirm the address. We use it for these reminders only; see the <Link to="/privacy">privacy policy</Link>.
            </p>
          </StyledForm>
        )}
      </StyledFeed>
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
  const [showHidden, setShowHidden] = useState(false);
  const hiddenId = useId();

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
  if (!data.completedAt) {
    return (
      <StyledPage>
        <div>
          <h1>Your launch plan</h1>
          <p>
            Answer {questionCountInWords()} short questions about your company and the checklist becomes your own plan: only the tasks that apply, in order,
            with every filing deadline dated.
          </p>
        </div>
        <StyledActions>
          <StyledLinkButton to="/checklist/quiz">{Object.keys(data.answers).length ? 'Continue the quiz' : 'Take the readiness quiz'}</StyledLinkButton>
        </StyledActions>
      </StyledPage>
    );
  }
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

      <section aria-labelledby="plan-deadlines">
        <h2 id="plan-deadlines">Deadlines</h2>
        {data.deadlines.length ? (
          <StyledList>
            {data.deadlines.map((d) => (
              <DeadlineItem key={`${d.ruleId}-${d.dueOn}`} deadline={d} />
            ))}
          </StyledList>
        ) : (
          <p>No filing deadline applies to your answers yet. They appear here once you form the company, grant stock, raise or hire.</p>
        )}
      </section>

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

      {hidden.length > 0 && (
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
      )}
    </StyledPage>
  );
}
