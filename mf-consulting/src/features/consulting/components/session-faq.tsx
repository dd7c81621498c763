import styled from '@emotion/styled';
import { SESSION_MINUTES } from '@launchops/contracts';
import { ChevronDown } from 'lucide-react';
import { useCancellationPolicy } from '../hooks/use-cancellation-policy';

const StyledList = styled.div`
  display: grid;
  gap: 10px;
  details {
    border: 1px solid var(--lo-border);
    border-radius: 12px;
    background: var(--lo-surface);
  }
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    padding: 14px 16px;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
    border-radius: 12px;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:focus-visible {
    outline: 3px solid var(--lo-focus);
    outline-offset: 2px;
  }
  summary svg {
    flex: none;
    transition: transform 150ms ease;
  }
  details[open] summary svg {
    transform: rotate(180deg);
  }
  details p {
    margin: 0;
    padding: 0 16px 16px;
    color: var(--lo-fg-muted);
    line-height: 1.6;
  }
`;

const RESCHEDULE_QUESTION = 'Can I reschedule or cancel?';

const FAQ: Array<{ question: string; answer: string }> = [
  {
    question: 'How long is a session, and how does it happen?',
    answer: `Each session lasts ${SESSION_MINUTES} minutes and takes place by video call, so you can share your screen and walk through documents, spreadsheets or tools together.`,
  },
  {
    question: 'What happens after I book?',
    answer:
      'Once it is booked (and paid, when your plan does not cover it), you receive a confirmation e-mail with the session details, a calendar file and your personal link to manage the booking. Before the session we send a short questionnaire about your company, its stage and the questions you want covered, so the hour is spent on your situation rather than on background.',
  },
  {
    question: RESCHEDULE_QUESTION,
    // The terms themselves are the cancellation policy's one wording (policies.yaml), added where it is shown.
    answer: 'Yes, with the link in your confirmation e-mail, or under "Your bookings" on this page.',
  },
  {
    question: 'Are follow-up check-ins possible?',
    answer:
      'Yes. Many founders book a follow-up a few weeks later to review progress on the plan from the first session, for example after forming the company or before running the first payroll.',
  },
  {
    question: 'Which time zone are the times in?',
    answer:
      "Times are shown in the advisor's time zone. Once you pick a time, the form also shows what time that is where you are, and the calendar file in your confirmation adds it to your calendar at the right local time.",
  },
];

/** Questions founders ask about sessions, as native disclosure widgets (keyboard and screen-reader friendly). */
export function SessionFaq({ headingId }: { headingId: string }) {
  const cancellationPolicy = useCancellationPolicy();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Session FAQ</h2>
      <StyledList>
        {FAQ.map((item) => (
          <details key={item.question}>
            <summary>
              {item.question}
              <ChevronDown size={18} aria-hidden="true" />
            </summary>
            <p>{item.question === RESCHEDULE_QUESTION && cancellationPolicy ? `${item.answer} ${cancellationPolicy}` : item.answer}</p>
          </details>
        ))}
      </StyledList>
    </section>
  );
}
