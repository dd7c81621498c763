import styled from '@emotion/styled';
import {
  type AdvisorSession,
  ApiRequestError,
  dateInZone,
  isRealDate,
  SESSION_OUTCOMES,
  type SessionOutcome,
  setDayOffInputSchema,
} from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { CalendarOff, CheckCircle2, Lock, Video } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useAdvisorDaysOff, useAdvisorSessions, useChangeDayOff, useMarkOutcome } from '../api/advisor-console';
import { useAdvisor } from '../api/get-consultants';
import { RoadmapEditor } from '../../console/roadmap-editor';
import { formatPrice, paymentText } from '../utils/session-terms';
import { isKnownTimeZone, localTimeOf, longDate, timeZoneLabel, zonesDiffer } from '../utils/zone-display';
import { describedBy, FormField, fieldIds } from './form-field';
import { StyledForm, StyledRow } from './form-styles';
import { StyledButton, StyledCard, StyledFieldError, StyledHint, StyledLinkButton, StyledNotice, StyledPage } from './styled-primitives';

const StyledWide = styled.div`
  max-width: 960px;
  margin: 0 auto;
  display: grid;
  gap: 28px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  h2 {
    margin: 0 0 6px;
    font-size: 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 18px;
  margin: 12px 0 0;
  dt {
    color: var(--lo-fg-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
  }
`;

const StyledAnswers = styled.div`
  margin-top: 14px;
  padding: 12px 14px;
  border-radius: 10px;
  background: var(--lo-bg-muted);
  h4 {
    margin: 0;
    font-size: 0.95rem;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-top: 14px;
`;

const StyledDayRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  padding: 10px 0;
  border-bottom: 1px solid var(--lo-border);
  span {
    overflow-wrap: anywhere;
  }
`;

const OUTCOME_LABELS: Record<SessionOutcome, string> = { done: 'Done', 'no-show': 'No-show' };

/** "Tuesday, March 3, 2026 at 10:00 AM, Eastern Time (New York)". */
const advisorWhen = (session: AdvisorSession) => `${longDate(session.date)} at ${session.time}, ${timeZoneLabel(session.timezone, new Date(session.startsAt))}`;

function founderWhen(session: AdvisorSession): string | null {
  const zone = session.visitorTimeZone;
  if (!zone || !isKnownTimeZone(zone) || !zonesDiffer(session.date, session.time, session.timezone, zone)) return null;
  return `${localTimeOf(session.date, session.time, session.timezone, zone)}, ${timeZoneLabel(zone)}`;
}

function Answers({ session }: { session: AdvisorSession }) {
  const answers = session.questionnaire;
  if (!answers) return <StyledHint>The questionnaire is not answered yet.</StyledHint>;
  return (
    <StyledAnswers>
      <h4>Questionnaire</h4>
      <StyledDetails>
        <dt>The company</dt>
        <dd>{answers.company}</dd>
        <dt>Stage</dt>
        <dd>{answers.stage}</dd>
        {answers.entity ? (
          <>
            <dt>Entity and state</dt>
            <dd>{answers.entity}</dd>
          </>
        ) : null}
        <dt>Top questions</dt>
        <dd>{answers.goals}</dd>
        <dt>Documents, to read first</dt>
        <dd>{answers.prepare || 'Nothing named'}</dd>
      </StyledDetails>
    </StyledAnswers>
  );
}

function OutcomeButtons({ session }: { session: AdvisorSession }) {
  const mark = useMarkOutcome();
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (outcome: SessionOutcome) => {
    setFailure(null);
    try {
      await mark.mutateAsync({ id: session.id, outcome });
    } catch (error) {
      setFailure(error instanceof ApiRequestError && error.status < 500 ? error.message : 'That could not be saved. Please try again.');
    }
  };
  return (
    <>
      <StyledActions role="group" aria-label={`Outcome of the session with ${session.firstName} ${session.lastName}`}>
        {SESSION_OUTCOMES.map((outcome) => (
          <StyledButton
            key={outcome}
            type="button"
            variant={session.outcome === outcome ? 'primary' : 'secondary'}
            aria-pressed={session.outcome === outcome}
            disabled={mark.isPending}
            onClick={() => void choose(outcome)}
          >
            {OUTCOME_LABELS[outcome]}
          </StyledButton>
        ))}
        <span role="status">{session.outcome ? `Marked ${OUTCOME_LABELS[session.outcome].toLowerCase()}.` : 'Not marked yet.'}</span>
      </StyledActions>
      {failure ? <StyledFieldError role="alert">{failure}</StyledFieldError> : null}
    </>
  );
}

function SessionCard({ session, held }: { session: AdvisorSession; held: boolean }) {
  const headingId = useId();
  const theirTime = founderWhen(session);
  const meetingUrl = /^https:\/\//.test(session.meetingUrl) ? session.meetingUrl : undefined;
  return (
    <li>
      <StyledCard aria-labelledby={headingId}>
        <h3 id={headingId}>
          {session.firstName} {session.lastName}: {advisorWhen(session)}
        </h3>
        <StyledDetails>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${session.email}`}>{session.email}</a>
          </dd>
          {theirTime ? (
            <>
              <dt>Their time</dt>
              <dd>{theirTime}</dd>
            </>
          ) : null}
          <dt>Topic</dt>
          <dd>{session.topic}</dd>
          {session.notes ? (
            <>
              <dt>Notes</dt>
              <dd>{session.notes}</dd>
            </>
          ) : null}
          {meetingUrl ? (
            <>
              <dt>Video call</dt>
              <dd>
                <a href={meetingUrl} target="_blank" rel="noopener noreferrer">
                  <Video size={16} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 6 }} />
                  {meetingUrl}
                  <span className="lo-visually-hidden"> (opens in a new tab)</span>
                </a>
              </dd>
            </>
          ) : null}
          {session.priceCents !== null ? (
            <>
              <dt>Price</dt>
              <dd>
                {formatPrice(session.priceCents)}, {paymentText(session.paidWith)}
              </dd>
            </>
          ) : null}
        </StyledDetails>
        <Answers session={session} />
        {held ? <OutcomeButtons session={session} /> : null}
      </StyledCard>
    </li>
  );
}

/** Today on the advisor's clock (days off are her days). */
const todayIn = (timeZone: string) => dateInZone(new Date(), timeZone);

function DaysOffCard({ consultantId, timeZone, upcoming }: { consultantId: number; timeZone: string; upcoming: readonly AdvisorSession[] }) {
  const headingId = useId();
  const prefix = useId();
  const ids = { day: fieldIds(prefix, 'day'), reason: fieldIds(prefix, 'reason') };
  const list = useAdvisorDaysOff(consultantId);
  const change = useChangeDayOff(consultantId);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ day?: string; reason?: string; form?: string }>({});
  const [status, setStatus] = useState<string | null>(null);

  const explain = (error: unknown) => (error instanceof ApiRequestError && error.status < 500 ? error.message : 'That could not be saved. Please try again.');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const found: typeof errors = {};
    if (!day || !isRealDate(day)) found.day = 'Choose a day';
    else if (day < todayIn(timeZone)) found.day = 'Choose today or a later day.';
    const parsed = setDayOffInputSchema.safeParse({ reason });
    if (!parsed.success) found.reason = parsed.error.issues[0]?.message ?? 'Please give a reason';
    setErrors(found);
    if (found.day || found.reason || !parsed.success) return;
    try {
      await change.mutateAsync({ day, reason: parsed.data.reason });
      const booked = upcoming.filter((session) => session.date === day);
      const names = booked.map((session) => `${session.firstName} ${session.lastName} at ${session.time}`).join(', ');
      setStatus(
        `${longDate(day)} is a day off: no session can be booked on it.` +
          (booked.length > 0 ? ` Already booked that day, and still booked: ${names}. Write to them if the session should move.` : ''),
      );
      setDay('');
      setReason('');
    } catch (error) {
      const issues = error instanceof ApiRequestError ? error.issues : [];
      setErrors({
        day: issues.find((i) => i.path === 'day')?.message,
        reason: issues.find((i) => i.path === 'reason')?.message,
        form: issues.length ? undefined : explain(error),
      });
    }
  };

  const remove = async (off: string) => {
    setStatus(null);
    setErrors({});
    try {
      await change.mutateAsync({ day: off });
      setStatus(`${longDate(off)} is open for bookings again.`);
    } catch (error) {
      setErrors({ form: explain(error) });
    }
  };

  return (
    <StyledCard aria-labelledby={headingId}>
      <h2 id={headingId}>
        <CalendarOff size={20} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 8 }} />
        Days off
      </h2>
      <StyledHint style={{ margin: '0 0 16px' }}>
        No session can be booked on a day off; sessions already booked that day stay booked. US federal holidays are listed already.
      </StyledHint>
      <StyledForm noValidate onSubmit={(event) => void add(event)} aria-label="Add a day off">
        <StyledRow>
          <FormField ids={ids.day} label="Day" error={errors.day}>
            <input type="date" min={todayIn(timeZone)} value={day} onChange={(e) => setDay(e.target.value)} {...describedBy(ids.day, errors.day)} />
          </FormField>
          <FormField ids={ids.reason} label="Reason" error={errors.reason} hint="Shown on the booking page, e.g. Conference.">
            <input type="text" maxLength={80} value={reason} onChange={(e) => setReason(e.target.value)} {...describedBy(ids.reason, errors.reason, true)} />
          </FormField>
        </StyledRow>
        <div>
          <StyledButton type="submit" disabled={change.isPending}>
            Add day off
          </StyledButton>
        </div>
      </StyledForm>
      {errors.form ? <StyledFieldError role="alert">{errors.form}</StyledFieldError> : null}
      <p role="status" className={status ? undefined : 'lo-visually-hidden'}>
        {status}
      </p>
      {list.isPending ? (
        <StyledHint role="status">Loading the days off...</StyledHint>
      ) : list.data ? (
        list.data.length === 0 ? (
          <StyledHint>No days off ahead.</StyledHint>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Days off ahead">
            {list.data.map((off) => (
              <StyledDayRow key={off.day}>
                <span>
                  <strong>{longDate(off.day)}</strong>: {off.reason}
                </span>
                <StyledButton
                  type="button"
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() => void remove(off.day)}
                  aria-label={`Remove the day off on ${longDate(off.day)}`}
                >
                  Remove
                </StyledButton>
              </StyledDayRow>
            ))}
          </ul>
        )
      ) : (
        <StyledFieldError role="alert">The days off could not be loaded.</StyledFieldError>
      )}
    </StyledCard>
  );
}

function Refused({ status }: { status: number }) {
  return (
    <StyledNotice tone="warning" role="status">
      <Lock size={20} aria-hidden="true" />
      <div>
        {status === 401 ? (
          <>
            <p>
              <strong>Sign in with the advisor’s account to open the console.</strong> Use the e-mail code or your passkey, then come back to this page.
            </p>
            <p style={{ marginTop: 10 }}>
              <StyledLinkButton to="/login">Sign in</StyledLinkButton>
            </p>
          </>
        ) : (
          <p>
            <strong>This account is not the advisor’s.</strong> The console is only for the advisor; sign out and sign in with the advisor’s address.
          </p>
        )}
      </div>
    </StyledNotice>
  );
}

/** /consulting/console: the advisor's sessions (with the founders' answers), their outcome, and the days off. */
export function AdvisorConsolePage() {
  usePageMeta({
    title: 'Advisor’s console',
    description: 'The advisor’s sessions, questionnaire answers and days off.',
    canonicalPath: '/consulting/console',
    robots: 'noindex, nofollow',
  });
  const sessions = useAdvisorSessions();
  const advisor = useAdvisor();
  const refusal = sessions.error instanceof ApiRequestError && (sessions.error.status === 401 || sessions.error.status === 403) ? sessions.error.status : null;
  const upcomingId = useId();
  const recentId = useId();
  const data = sessions.data;
  return (
    <StyledPage>
      <StyledWide>
        <h1>Advisor’s console</h1>
        {refusal ? (
          <Refused status={refusal} />
        ) : sessions.isPending ? (
          <StyledHint role="status">Loading your sessions...</StyledHint>
        ) : !data ? (
          <StyledCard>
            <p role="alert">The sessions could not be loaded right now.</p>
            <StyledButton type="button" variant="secondary" onClick={() => void sessions.refetch()} disabled={sessions.isFetching}>
              Try again
            </StyledButton>
          </StyledCard>
        ) : (
          <>
            <section aria-labelledby={upcomingId}>
              <h2 id={upcomingId}>Upcoming sessions ({data.upcoming.length})</h2>
              {data.upcoming.length === 0 ? (
                <StyledHint>No sessions booked ahead.</StyledHint>
              ) : (
                <StyledList>
                  {data.upcoming.map((session) => (
                    <SessionCard key={session.id} session={session} held={false} />
                  ))}
                </StyledList>
              )}
            </section>
            <section aria-labelledby={recentId}>
              <h2 id={recentId}>
                <CheckCircle2 size={20} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 8 }} />
                Held in the last 30 days
              </h2>
              <StyledHint>Mark each session done, or a no-show when the founder did not come.</StyledHint>
              {data.recent.length === 0 ? (
                <StyledHint>No sessions in the last 30 days.</StyledHint>
              ) : (
                <StyledList>
                  {data.recent.map((session) => (
                    <SessionCard key={session.id} session={session} held />
                  ))}
                </StyledList>
              )}
            </section>
            {advisor.data ? <DaysOffCard consultantId={advisor.data.id} timeZone={advisor.data.timezone} upcoming={data.upcoming} /> : null}
            <RoadmapEditor />
          </>
        )}
      </StyledWide>
    </StyledPage>
  );
}
