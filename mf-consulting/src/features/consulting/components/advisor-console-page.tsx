import { ApiRequestError } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { CheckCircle2, Lock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useAdvisorSessions } from '../api/advisor-console';
import { useAdvisor } from '../api/get-consultants';
import { StyledList, StyledWide } from './advisor-console-styles';
import { SessionCard } from './advisor-session-card';
import { DaysOffCard } from './days-off-card';
import { StyledButton, StyledCard, StyledHint, StyledLinkButton, StyledNotice, StyledPage } from '../../../components/styled-primitives';

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

/**
 * /consulting/console: the advisor's sessions (with the founders' answers), their outcome, and the days off. The
 * founders' roadmaps are the console feature's editor, which the route passes in (features do not import each other).
 */
export function AdvisorConsolePage({ roadmapEditor }: { roadmapEditor?: ReactNode } = {}) {
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
            {roadmapEditor}
          </>
        )}
      </StyledWide>
    </StyledPage>
  );
}
