import styled from '@emotion/styled';
import { US_STATES, type UsState } from '@launchops/contracts';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { StyledButton } from '../../../components/button';

const STATES = Object.entries(US_STATES) as Array<[UsState, string]>;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  select {
    min-height: 44px;
    min-width: 0;
    flex: 1 1 200px;
    padding: 8px 10px;
    border-radius: 10px;
    border: 1px solid var(--lo-border);
    background: var(--lo-surface);
    color: var(--lo-fg);
    font: inherit;
  }
`;

const StyledChips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 10px 0 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 4px 4px 4px 12px;
    border-radius: 999px;
    background: var(--lo-primary-soft);
    color: var(--lo-fg);
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: var(--lo-surface);
  }
  button:focus-visible {
    outline: 3px solid var(--lo-focus, var(--lo-primary));
    outline-offset: 2px;
  }
`;

const StyledHint = styled.p`
  margin: 4px 0 8px;
`;

/** The chosen states, each with its remove button (kept in `removeRefs`, so focus can move to a neighbour). */
function ChosenStates({
  label,
  value,
  removeRefs,
  onRemove,
}: {
  label: string;
  value: UsState[];
  removeRefs: Map<UsState, HTMLButtonElement>;
  onRemove(code: UsState): void;
}) {
  return (
    <StyledChips aria-label={`${label}: chosen`}>
      {value.map((code) => (
        <li key={code}>
          {US_STATES[code]}
          <button
            type="button"
            ref={(button) => {
              if (button) removeRefs.set(code, button);
              else removeRefs.delete(code);
            }}
            aria-label={`Remove ${US_STATES[code]}`}
            onClick={() => onRemove(code)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </li>
      ))}
    </StyledChips>
  );
}

/**
 * Chooses several US states: pick one in the list and add it; each chosen state has its own remove button.
 * `name` names the list in the form, so a state picked but not added yet can count when the form is sent.
 */
export function StatePicker({
  label,
  name,
  hint,
  value,
  onChange,
}: {
  label: string;
  name: string;
  hint?: string;
  value: UsState[];
  onChange(states: UsState[]): void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<UsState | ''>('');
  const [said, setSaid] = useState('');
  const selectRef = useRef<HTMLSelectElement>(null);
  const removeRefs = useRef(new Map<UsState, HTMLButtonElement>());
  const chosen = (states: UsState[]) => `${states.length} state${states.length === 1 ? '' : 's'} chosen`;

  const add = () => {
    if (!choice) return;
    const next = value.includes(choice) ? value : [...value, choice];
    onChange(next);
    setChoice('');
    setSaid(`${US_STATES[choice]} added; ${chosen(next)}.`);
    // The button disables once the list is reset: keep focus in the picker, ready for another state.
    selectRef.current?.focus();
  };

  const remove = (code: UsState) => {
    const index = value.indexOf(code);
    const next = value.filter((c) => c !== code);
    onChange(next);
    setSaid(`${US_STATES[code]} removed; ${chosen(next)}.`);
    // Its button disappears: focus the next chosen state's button, else the previous one, else the list.
    const neighbour = next[index] ?? next[index - 1];
    const target = neighbour ? removeRefs.current.get(neighbour) : undefined;
    (target ?? selectRef.current)?.focus();
  };

  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <StyledHint className="hint" id={`${id}-hint`}>
        {hint ? `${hint} ` : ''}Choose a state and press “Add state”; repeat for each state. A state still chosen in the list is added when you continue.
      </StyledHint>
      <StyledRow>
        <select
          id={id}
          ref={selectRef}
          name={name}
          value={choice}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setChoice(event.target.value as UsState | '')}
        >
          <option value="">Choose a state</option>
          {STATES.filter(([code]) => !value.includes(code)).map(([code, stateName]) => (
            <option key={code} value={code}>
              {stateName}
            </option>
          ))}
        </select>
        <StyledButton type="button" variant="secondary" onClick={add} disabled={!choice}>
          Add state
        </StyledButton>
      </StyledRow>
      {value.length > 0 && <ChosenStates label={label} value={value} removeRefs={removeRefs.current} onRemove={remove} />}
      <p className="lo-visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
