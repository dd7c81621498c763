import { type QuizAnswers, stateSlug, US_STATES, type UsState } from '@launchops/contracts';
import { Link } from 'react-router';

/** The states the company touches, as the plan reads the answers: formed there, people working there, selling there. */
export function touchedStates(answers: QuizAnswers): UsState[] {
  const formed = answers.entity && answers.entity !== 'not-formed' && answers.formationState ? [answers.formationState] : [];
  const employees = answers.hiresEmployees ? (answers.employeeStates ?? []) : [];
  return [...new Set([...formed, ...(answers.workStates ?? []), ...employees, ...(answers.salesStates ?? [])])].filter(
    (code): code is UsState => code in US_STATES,
  );
}

/** Links to the page of each state the company touches: everything that state asks, with sources. */
export function PlanStates({ answers }: { answers: QuizAnswers }) {
  const states = touchedStates(answers);
  if (!states.length) return null;
  return (
    <section aria-labelledby="plan-states">
      <h2 id="plan-states">Your states</h2>
      <p>
        What each state your company touches asks of it (annual reports, payroll accounts, sales and income taxes), with the rules behind the dates above:{' '}
        {states.map((code, index) => (
          <span key={code}>
            {index > 0 && (index === states.length - 1 ? ' and ' : ', ')}
            <Link to={`/checklist/states/${stateSlug(US_STATES[code])}`}>{US_STATES[code]}</Link>
          </span>
        ))}
        . <Link to="/checklist/states">Every state</Link>.
      </p>
    </section>
  );
}
