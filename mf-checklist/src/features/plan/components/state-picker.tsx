import styled from '@emotion/styled';
import { US_STATES, type UsState } from '@launchops/contracts';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { StyledButton } from '../../../components/button';

const STATES = Object.entries(US_STATES) as Array<[UsState, string]>;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  select { min-height: 44px; min-width: 0; flex: 1 1 200px; padding: 8px 10px; border-radius: 10px; border: 1px solid var(--lo-border); background: var(--lo-surface); color: var(--lo-fg); font: inherit; }
`;

const StyledChips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 10px 0 0;
  padding: 0;
  li { display: inline-flex; align-items: center; gap: 4px; padding: 4px 4px 4px 12px; border-radius: 999px; background: var(--lo-primary-soft); color: var(--lo-fg); }
  button { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; border: 0; border-radius: 999px; background: transparent; color: inherit; cursor: pointer; }
  button:hover { background: var(--lo-surface); }
`;

/** Chooses several US states: pick one in the list, add it; each chosen state has its own remove button. */
export function StatePicker({ label, value, onChange }: { label: string; value: UsState[]; onChange(states: UsState[]): void }) {
  const id = useId();
  const [choice, setChoice] = useState<UsState | ''>('');
  const add = () => {
    if (choice && !value.includes(choice)) onChange([...value, choice]);
    setChoice('');
  };
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <StyledRow>
        <select id={id} value={choice} onChange={(event) => setChoice(event.target.value as UsState | '')}>
          <option value="">Choose a state</option>
          {STATES.filter(([code]) => !value.includes(code)).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <StyledButton type="button" variant="secondary" onClick={add} disabled={!choice}>
          Add state
        </StyledButton>
      </StyledRow>
      {value.length > 0 && (
        <StyledChips aria-label={`${label}: chosen`}>
          {value.map((code) => (
            <li key={code}>
              {US_STATES[code]}
              <button type="button" aria-label={`Remove ${US_STATES[code]}`} onClick={() => onChange(value.filter((c) => c !== code))}>
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </StyledChips>
      )}
    </div>
  );
}
