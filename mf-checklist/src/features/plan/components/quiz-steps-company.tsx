import { COMPANY_STAGES, ENTITY_TYPES, US_STATES, type UsState } from '@launchops/contracts';
import { useId } from 'react';
import { ENTITY_LABELS, STAGE_LABELS } from '../utils/quiz-labels';
import { Choices, DateField, type StepProps, yesNo } from './quiz-fields';
import { StatePicker } from './state-picker';

export function EntityStep({ answers, set }: StepProps) {
  return (
    <Choices
      legend="Choose one"
      name="entity"
      value={answers.entity}
      options={ENTITY_TYPES.map((value) => ({ value, ...ENTITY_LABELS[value] }))}
      onChange={(entity) => set({ entity, ...(entity === 'c-corp' && !answers.formationState ? { formationState: 'DE' } : {}) })}
    />
  );
}

export function FormationStep({ answers, set }: StepProps) {
  const countId = useId();
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
}

export function FoundersStep({ answers, set }: StepProps) {
  const countId = useId();
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
}

export function WorkplacesStep({ answers, set }: StepProps) {
  return (
    <StatePicker
      label="States where the founders and any current employees work"
      name="workStates"
      hint="Where each person lives and works, which can differ from where the company was formed: a Delaware company run from California adds California."
      value={answers.workStates ?? []}
      onChange={(workStates) => set({ workStates })}
    />
  );
}

export function StageStep({ answers, set }: StepProps) {
  return (
    <Choices
      legend="Choose one"
      name="stage"
      value={answers.stage}
      options={COMPANY_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))}
      onChange={(stage) => set({ stage })}
    />
  );
}
