import type { AuthSession, SignInMerge } from '@launchops/contracts';
import { ButtonLink } from '@launchops/kit/styles';
import { StyledActions, StyledPanel } from './account-page-styles';

/** What a sign-in brought from this browser, in words. */
export function mergeSummary(merged: SignInMerge | undefined): string[] {
  if (!merged) return [];
  const lines: string[] = [];
  if (merged.tasksAdded > 0)
    lines.push(
      `${merged.tasksAdded} ${merged.tasksAdded === 1 ? 'task' : 'tasks'} you ticked in this browser ${merged.tasksAdded === 1 ? 'was' : 'were'} added to your checklist.`,
    );
  if (merged.planFrom === 'this-browser') lines.push('Your plan now uses the quiz answers from this browser, the newer ones.');
  if (merged.planFrom === 'account') lines.push('Your plan keeps the quiz answers already in your account, the newer ones.');
  if (merged.bookings > 0) lines.push(`${merged.bookings} ${merged.bookings === 1 ? 'booking' : 'bookings'} moved into your account.`);
  if (merged.chatMessages > 0) lines.push(`${merged.chatMessages} chat ${merged.chatMessages === 1 ? 'message' : 'messages'} moved into your account.`);
  if (lines.length === 0) lines.push('Everything you did in this browser is kept with your account; nothing from another device had to be merged.');
  return lines;
}

/** The panel once signed in: who, and what the sign-in merged from this browser (when it has just happened). */
export function SignedIn({ titleId, email, done }: { titleId: string; email: string; done?: AuthSession }) {
  return (
    <StyledPanel aria-labelledby={titleId}>
      <h2 id={titleId}>You are signed in as {email}</h2>
      <div role="status">
        {done && (
          <ul>
            {mergeSummary(done.merged).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <StyledActions>
        <ButtonLink to="/checklist">Go to your checklist</ButtonLink>
        <ButtonLink to="/account" variant="secondary">
          Your account
        </ButtonLink>
      </StyledActions>
    </StyledPanel>
  );
}
