import { type AdvisorSession, ApiRequestError, SESSION_OUTCOMES, type SessionOutcome } from '@launchops/contracts';
import { Video } from 'lucide-react';
import { useId, useState } from 'react';
import { useMarkOutcome } from '../api/advisor-console';
import { formatPrice, paymentText } from '../utils/session-terms';
import { isKnownTimeZone, localTimeOf, fullDay, timeZoneLabel, zonesDiffer } from '../utils/zone-display';
import { StyledActions, StyledAnswers, StyledDetails } from './advisor-console-styles';
import { StyledButton, StyledCard, StyledFieldError, StyledHint } from '../../../components/styled-primitives';

const OUTCOME_LABELS: Record<SessionOutcome, string> = { done: 'Done', 'no-show': 'No-show' };

/** "Tuesday, March 3, 2026 at 10:00 AM, Eastern Time (New York)". */
const advisorWhen = (session: AdvisorSession) => `${fullDay(session.date)} at ${session.time}, ${timeZoneLabel(session.timezone, new Date(session.startsAt))}`;

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

/** One of the advisor's sessions: when, who, what about, the founder's answers, and (once held) its outcome. */
export function SessionCard({ session, held }: { session: AdvisorSession; held: boolean }) {
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
