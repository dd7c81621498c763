import styled from '@emotion/styled';
import { apiGet, type AssistantAllowance, assistantAllowanceSchema } from '@launchops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

/** The visitor's allowance of questions (sign-in and sign-out refetch it with every other query: another visitor). */
export const CHAT_ALLOWANCE_QUERY_KEY = ['chat', 'allowance'] as const;

/**
 * GET /api/chatbot/allowance: how many questions are left today, asked without using one. `spent`: none left, so
 * sending is off (the API would only refuse it) and the note says when they renew.
 */
export function useAssistantAllowance() {
  const { data } = useQuery({
    queryKey: CHAT_ALLOWANCE_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/api/chatbot/allowance', assistantAllowanceSchema, signal),
  });
  return { allowance: data, spent: data?.left === 0 };
}

const dayKey = (date: Date, timeZone?: string) => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);

/** When the count renews (midnight UTC) in the visitor's own time zone: "today at 7:00 PM", "tomorrow at 1:00 AM". */
export function renewalTime(resetsAt: string, now = new Date(), timeZone?: string): string {
  const at = new Date(resetsAt);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
  return `${dayKey(at, timeZone) === dayKey(now, timeZone) ? 'today' : 'tomorrow'} at ${time}`;
}

const StyledAllowance = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-top: 1px solid var(--lo-border);
  font-size: 0.85rem;
  color: var(--lo-fg-muted);
  a {
    color: var(--lo-primary);
    text-decoration: underline;
  }
`;

/** The free daily allowance as it stands: questions left and when they renew, or that none are left; nothing without a cap. */
export function ChatAllowance({ allowance, id }: { allowance: AssistantAllowance | undefined; id: string }) {
  if (!allowance || allowance.dailyAllowance === null || allowance.left === null) return null;
  const when = renewalTime(allowance.resetsAt);
  const plans = <Link to="/#plans">Plans with no daily limit</Link>;
  return (
    <StyledAllowance id={id} data-testid="chat-allowance">
      {allowance.left > 0 ? (
        <>
          {allowance.left} of {allowance.dailyAllowance} free questions left today; they renew {when} your time. {plans}
        </>
      ) : (
        <>
          You have used today’s {allowance.dailyAllowance} free questions. They renew {when} your time. {plans}
        </>
      )}
    </StyledAllowance>
  );
}
