import styled from '@emotion/styled';
import { COMPANY_STAGES, ENTITY_TYPES, FUNDRAISING_KINDS, type QuizAnswers, US_STATES, type UsState } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StyledButton } from '../../../components/button';
import { usePlan, useSaveAnswers } from '../api/plan';
import {
  isAnswered,
  questionCountInWords,
  questionNumber,
  type QuizStepId,
  quizSteps,
  resumeStep,
  withoutStaleAnswers,
  withPickedStates,
  withStepDefaults,
} from '../utils/quiz-steps';
import { StatePicker } from './state-picker';
import { itemBoxCss } from '@launchops/kit/styles';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const ENTITY_LABELS: Record<(typeof ENTITY_TYPES)[number], { label: string; hint: string }> = {
  'c-corp': { label: 'A C corporation', hint: 'Usually a Delaware corporation, the usual choice when you plan to raise from investors.' },
  llc: { label: 'An LLC', hint: 'A limited liability company, taxed as a partnership or sole proprietorship unless it elects otherwise.' },
  'not-formed': { label: 'Not formed yet', hint: 'You have not filed formation papers with a state.' },
};
const STAGE_LABELS: Record<(typeof COMPANY_STAGES)[number], string> = {
  idea: 'Working on the idea',
  'pre-revenue': 'Building, no revenue yet',
  revenue: 'Earning revenue',
};
const FUNDRAISING_LABELS: Record<(typeof FUNDRAISING_KINDS)[number], string> = {
  none: 'Not raising money yet',
  safe: 'Raising (or raised) on SAFEs',
  'priced-round': 'Raising (or raised) a priced round',
};

const StyledPage = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

const StyledCard = styled.form`
  display: grid;
  gap: 20px;
  padding: clamp(18px, 4vw, 32px);
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
  h2 {
    margin: 0;
    font-size: clamp(1.3rem, 3.5vw, 1.6rem);
    outline: none;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
  label {
    font-weight: 600;
  }
  input[type='date'],
  input[type='number'],
  select {
    min-height: 44px;
    padding: 8px 10px;
    border-radius: 10px;
    border: 1px solid var(--lo-border);
    background: var(--lo-surface);
    color: var(--lo-fg);
    font: inherit;
    max-width: 100%;
  }
  .field {
    display: grid;
    gap: 6px;
  }
  .hint {
    margin: 0;
    color: var(--lo-fg-muted);
    font-size: 0.92rem;
    font-weight: 400;
  }
`;

const StyledChoice = styled.label`
  ${itemBoxCss};
  cursor: pointer;
  font-weight: 400 !important;
  input {
    margin-top: 3px;
    width: 18px;
    height: 18px;
    flex: none;
    accent-color: var(--lo-primary);
  }
  strong {
    display: block;
  }
  &:has(input:checked) {
    border-color: var(--lo-primary);
    background: var(--lo-primary-soft);
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--lo-focus, var(--lo-primary));
    outline-offset: 2px;
  }
`;

const StyledProgress = styled.p`
  margin: 0 0 12px;
  color: var(--lo-fg-muted);
  font-weight: 600;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
`;

const StyledError = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: 10px;
  color: var(--lo-danger);
  background: var(--lo-danger-soft);
`;

const StyledReview = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: 8px 16px;
  margin: 0;
  dt {
    color: var(--lo-fg-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: 6px;
    }
  }
`;

function Choices<T extends string | boolean>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T | undefined;
  options: Array<{ value: T; label: string; hint?: string }>;
  onChange(value: T): void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <StyledChoice key={String(option.value)}>
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>
            <strong>{option.label}</strong>
            {option.hint && <span className="hint">{option.hint}</span>}
          </span>
        </StyledChoice>
      ))}
    </fieldset>
  );
}

function DateField({ label, hint, value, onChange }: { label: string; hint?: string; value: string | undefined; onChange(value: string | undefined): void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        type="date"
        value={value ?? ''}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}

const yesNo = (yes: string, no: string) => [
  { value: true, label: yes },
  { value: false, label: no },
];

const STEP_TITLES: Record<QuizStepId, string> = {
  entity: 'How is your company set up?',
  formation: 'Where and when was it formed?',
  founders: 'Founders and founder stock',
  workplaces: 'Where does your team work?',
  stage: 'Where are you today?',
  people: 'Who works for the company?',
  employees: 'Your employees',
  fundraising: 'Raising money',
  selling: 'Selling',
  'fiscal-year': 'Your tax year',
  review: 'Check your answers',
};

/** The answers as a founder would read them back. */
function reviewRows(a: QuizAnswers): Array<[string, string]> {
  const yesNoText = (v: boolean | undefined) => (v === undefined ? 'Not answered' : v ? 'Yes' : 'No');
  const states = (codes: UsState[] | undefined) => (codes?.length ? codes.map((c) => US_STATES[c]).join(', ') : 'None');
  const rows: Array<[string, string]> = [['Company', a.entity ? ENTITY_LABELS[a.entity].label : 'Not answered']];
  if (a.entity === 'c-corp' || a.entity === 'llc') rows.push(['Formed in', `${a.formationState ? US_STATES[a.formationState] : '?'} on ${a.formedOn ?? '?'}`]);
  rows.push(['Founders', String(a.founderCount ?? 'Not answered')]);
  rows.push(['Founder stock granted', a.founderStockGranted ? `Yes, on ${a.founderStockGrantedOn}` : yesNoText(a.founderStockGranted)]);
  rows.push(['Foreign owner', yesNoText(a.foreignOwner)]);
  rows.push(['Team works in', a.workStates ? states(a.workStates) : 'Not answered']);
  rows.push(['Stage', a.stage ? STAGE_LABELS[a.stage] : 'Not answered']);
  rows.push(['Pays contractors', yesNoText(a.paysContractors)]);
  rows.push(['Hires employees', a.hiresEmployees ? `Yes, in ${states(a.employeeStates)}` : yesNoText(a.hiresEmployees)]);
  rows.push([
    'Fundraising',
    a.fundraising ? FUNDRAISING_LABELS[a.fundraising] + (a.firstSecuritiesSaleOn ? `, first on ${a.firstSecuritiesSaleOn}` : '') : 'Not answered',
  ]);
  rows.push(['Sells online', a.sellsOnline ? `Yes${a.salesTaxStates?.length ? `; sales tax in ${states(a.salesTaxStates)}` : ''}` : yesNoText(a.sellsOnline)]);
  if (a.entity === 'c-corp' || a.entity === 'llc') rows.push(['Tax year ends', a.fiscalYearEndMonth ? MONTHS[a.fiscalYearEndMonth - 1]! : 'Not answered']);
  return rows;
}

/** The body of one screen of the quiz. */
function StepFields({ step, answers, set }: { step: QuizStepId; answers: QuizAnswers; set(patch: Partial<QuizAnswers>): void }): ReactNode {
  const countId = useId();
  const monthId = useId();
  switch (step) {
    case 'entity':
      return (
        <Choices
          legend="Choose one"
          name="entity"
          value={answers.entity}
          options={ENTITY_TYPES.map((value) => ({ value, ...ENTITY_LABELS[value] }))}
          onChange={(entity) => set({ entity, ...(entity === 'c-corp' && !answers.formationState ? { formationState: 'DE' } : {}) })}
        />
      );
    case 'formation':
      return (
        <>
          <div className="field">
            <label htmlFor={countId}>State of formation</label>
            <select
              id={countId}
              value={answers.formationState ?? ''}
              onChange={(event) => set({ formationState: (event.target.value || undefined) as UsState | undefined })}
            >
              <option value="">Choose a state</option>
              {Object.entries(US_STATES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <DateField
            label="Date of formation"
            hint="The filing date on your certificate of incorporation or formation."
            value={answers.formedOn}
            onChange={(formedOn) => set({ formedOn })}
          />
        </>
      );
    case 'founders':
      return (
        <>
          <div className="field">
            <label htmlFor={countId}>How many founders?</label>
            <input
              id={countId}
              type="number"
              min={1}
              max={20}
              inputMode="numeric"
              value={answers.founderCount ?? ''}
              onChange={(event) => set({ founderCount: event.target.value ? Math.max(1, Math.min(20, Math.round(Number(event.target.value)))) : undefined })}
            />
          </div>
          <Choices
            legend={`Has founder ${answers.entity === 'llc' ? 'equity (units)' : 'stock'} with vesting been granted?`}
            name="granted"
            value={answers.founderStockGranted}
            options={yesNo('Yes', 'Not yet')}
            onChange={(founderStockGranted) => set({ founderStockGranted })}
          />
          {answers.founderStockGranted && (
            <DateField
              label="Date of the grant"
              hint="The day the stock purchase agreement was signed; the 30 days for the 83(b) election count from it."
              value={answers.founderStockGrantedOn}
              onChange={(founderStockGrantedOn) => set({ founderStockGrantedOn })}
            />
          )}
          <Choices
            legend="Is any founder or owner a foreign person (neither a US citizen nor a US resident)?"
            name="foreignOwner"
            value={answers.foreignOwner}
            options={yesNo('Yes', 'No')}
            onChange={(foreignOwner) => set({ foreignOwner })}
          />
        </>
      );
    case 'workplaces':
      return (
        <StatePicker
          label="States where the founders and any current employees work"
          name="workStates"
          hint="Where each person lives and works, which can differ from where the company was formed: a Delaware company run from California adds California."
          value={answers.workStates ?? []}
          onChange={(workStates) => set({ workStates })}
        />
      );
    case 'stage':
      return (
        <Choices
          legend="Choose one"
          name="stage"
          value={answers.stage}
          options={COMPANY_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))}
          onChange={(stage) => set({ stage })}
        />
      );
    case 'people':
      return (
        <>
          <Choices
            legend="Do you pay contractors or freelancers?"
            name="contractors"
            value={answers.paysContractors}
            options={yesNo('Yes', 'No')}
            onChange={(paysContractors) => set({ paysContractors })}
          />
          <Choices
            legend="Will you hire employees in the next 12 months?"
            name="employees"
            value={answers.hiresEmployees}
            options={yesNo('Yes', 'No')}
            onChange={(hiresEmployees) => set({ hiresEmployees })}
          />
        </>
      );
    case 'employees':
      return (
        <>
          <StatePicker
            label="States where employees will work"
            name="employeeStates"
            value={answers.employeeStates ?? []}
            onChange={(employeeStates) => set({ employeeStates })}
          />
          <DateField
            label="First day of work of the next employee (if known)"
            value={answers.nextEmployeeStartsOn}
            onChange={(nextEmployeeStartsOn) => set({ nextEmployeeStartsOn })}
          />
        </>
      );
    case 'fundraising':
      return (
        <>
          <Choices
            legend="Choose one"
            name="fundraising"
            value={answers.fundraising}
            options={FUNDRAISING_KINDS.map((value) => ({ value, label: FUNDRAISING_LABELS[value] }))}
            onChange={(fundraising) => set({ fundraising })}
          />
          {answers.fundraising && answers.fundraising !== 'none' && (
            <DateField
              label="Date of the first sale (if it happened)"
              hint="The day the first investor committed money, for example signed a SAFE; Form D is due 15 days later."
              value={answers.firstSecuritiesSaleOn}
              onChange={(firstSecuritiesSaleOn) => set({ firstSecuritiesSaleOn })}
            />
          )}
          {answers.entity === 'c-corp' && (
            <DateField
              label="Date of your last 409A valuation (if you have one)"
              hint="It is good for 12 months, or until a financing: the plan reminds you before options need a new one."
              value={answers.valuation409aOn}
              onChange={(valuation409aOn) => set({ valuation409aOn })}
            />
          )}
        </>
      );
    case 'selling':
      return (
        <>
          <Choices
            legend="Do you sell goods or services online?"
            name="online"
            value={answers.sellsOnline}
            options={yesNo('Yes', 'No')}
            onChange={(sellsOnline) => set({ sellsOnline })}
          />
          {answers.sellsOnline && (
            <StatePicker
              label="States where you already collect sales tax (if any)"
              name="salesTaxStates"
              value={answers.salesTaxStates ?? []}
              onChange={(salesTaxStates) => set({ salesTaxStates })}
            />
          )}
        </>
      );
    case 'fiscal-year':
      return (
        <div className="field">
          <label htmlFor={monthId}>The tax year ends in</label>
          <p className="hint">Most startups use the calendar year (December).</p>
          <select
            id={monthId}
            value={answers.fiscalYearEndMonth ?? ''}
            onChange={(event) => set({ fiscalYearEndMonth: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">Choose a month</option>
            {MONTHS.map((month, i) => (
              <option key={month} value={i + 1}>
                {month}
              </option>
            ))}
          </select>
        </div>
      );
    case 'review':
      return (
        <StyledReview>
          {reviewRows(answers).map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </StyledReview>
      );
  }
}

/**
 * /checklist/quiz: the readiness quiz, one question per screen. Each screen is saved as the founder moves on,
 * so the quiz resumes where they left it; finishing it builds their plan.
 */
export function QuizPage() {
  usePageMeta({
    title: 'Readiness quiz',
    description: `${questionCountInWords(true)} short questions about your company; the answers turn the LaunchOps checklist into your own dated launch plan.`,
    canonicalPath: '/checklist/quiz',
  });
  const plan = usePlan();
  const save = useSaveAnswers();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<QuizAnswers | null>(null);
  const [step, setStep] = useState<QuizStepId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (answers || !plan.data) return;
    // A finished quiz opened again starts at the top, for editing; an unfinished one resumes.
    const first = plan.data.completedAt ? 'entity' : resumeStep(plan.data.answers);
    setAnswers(withStepDefaults(first, plan.data.answers));
    setStep(first);
  }, [plan.data, answers]);

  useEffect(() => {
    // Screen reader and keyboard users land on the new question, not on the button they pressed.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  if (plan.isError && !answers) {
    return (
      <StyledPage>
        <StyledError role="alert">Your answers could not be loaded. Please check your connection and reload the page.</StyledError>
      </StyledPage>
    );
  }
  if (!answers || !step) {
    return (
      <StyledPage aria-busy="true">
        <p>Loading the quiz…</p>
      </StyledPage>
    );
  }

  const steps = quizSteps(answers);
  const index = Math.max(0, steps.indexOf(step));
  const progress = questionNumber(step);
  const set = (patch: Partial<QuizAnswers>) => {
    setError(null);
    setAnswers((current) => ({ ...current, ...patch }));
  };
  const go = (to: QuizStepId) => {
    moved.current = true;
    setAnswers((current) => current && withStepDefaults(to, current));
    setStep(to);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const finishing = step === 'review';
    const current = withPickedStates(answers, new FormData(event.currentTarget));
    if (!finishing && !isAnswered(step, current)) {
      setError(step === 'workplaces' || step === 'employees' ? 'Please choose at least one state to go on.' : 'Please answer this question to go on.');
      return;
    }
    const cleaned = withoutStaleAnswers(current);
    try {
      await save.mutateAsync({ answers: cleaned, complete: finishing });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your answers could not be saved. Please try again.');
      return;
    }
    setAnswers(cleaned);
    if (finishing) navigate('/checklist/plan');
    else go(quizSteps(cleaned)[index + 1] ?? 'review');
  };

  return (
    <StyledPage>
      <h1 style={{ margin: '0 0 8px', fontSize: 'clamp(1.6rem, 4vw, 2.2rem)' }}>Readiness quiz</h1>
      <StyledProgress>{progress ? `Question ${progress.number} of ${progress.total}` : 'Last step: review your answers'}</StyledProgress>
      <StyledCard onSubmit={submit} noValidate aria-labelledby="quiz-step-title">
        <h2 id="quiz-step-title" ref={headingRef} tabIndex={-1}>
          {STEP_TITLES[step]}
        </h2>
        <StepFields step={step} answers={answers} set={set} />
        {error && <StyledError role="alert">{error}</StyledError>}
        <StyledActions>
          {index > 0 ? (
            <StyledButton type="button" variant="secondary" onClick={() => go(steps[index - 1]!)}>
              <ArrowLeft size={18} aria-hidden="true" /> Back
            </StyledButton>
          ) : (
            <span />
          )}
          <StyledButton type="submit" disabled={save.isPending}>
            {step === 'review' ? 'Build my plan' : 'Continue'} <ArrowRight size={18} aria-hidden="true" />
          </StyledButton>
        </StyledActions>
      </StyledCard>
    </StyledPage>
  );
}
