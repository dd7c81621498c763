import { FUNDRAISING_KINDS } from '@launchops/contracts';
import { useId } from 'react';
import { FUNDRAISING_LABELS, MONTHS, reviewRows } from '../utils/quiz-labels';
import { Choices, DateField, type StepProps, yesNo } from './quiz-fields';
import { StyledReview } from './quiz-page-styles';
import { StatePicker } from './state-picker';

export function PeopleStep({ answers, set }: StepProps) {
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
}

export function EmployeesStep({ answers, set }: StepProps) {
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
}

export function FundraisingStep({ answers, set }: StepProps) {
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
}

export function SellingStep({ answers, set }: StepProps) {
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
      <StatePicker
        label="States where you sell, or will soon (customers, stock or sales people there)"
        name="salesStates"
        value={answers.salesStates ?? []}
        onChange={(salesStates) => set({ salesStates })}
      />
      {(answers.salesStates?.length ?? 0) > 0 && (
        <DateField
          label="Date of the first sale there (past or planned)"
          hint="A state's sales-tax registration is due before the first sale there; the plan dates it."
          value={answers.firstSaleOn}
          onChange={(firstSaleOn) => set({ firstSaleOn })}
        />
      )}
    </>
  );
}

export function FiscalYearStep({ answers, set }: StepProps) {
  const monthId = useId();
  return (
    <>
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
      <Choices
        legend="Has the company elected to be taxed as an S corporation (filed Form 2553)?"
        name="sElection"
        value={answers.sElection}
        options={yesNo('Yes', 'No')}
        onChange={(sElection) => set({ sElection })}
      />
    </>
  );
}

export function ReviewStep({ answers }: StepProps) {
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
