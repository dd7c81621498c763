import type { UsState } from '@launchops/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StatePicker } from './state-picker';

function Picker({ initial = [] }: { initial?: UsState[] }) {
  const [states, setStates] = useState<UsState[]>(initial);
  return <StatePicker label="States where employees will work" name="employeeStates" value={states} onChange={setStates} />;
}

describe('the state picker', () => {
  it('says in words how it works: choose a state, then Add state', () => {
    render(<Picker />);
    const list = screen.getByRole('combobox', { name: 'States where employees will work' });
    expect(list).toHaveAccessibleDescription(/Choose a state and press “Add state”; repeat for each state/);
    expect(screen.getByText(/A state still chosen in the list is added when you continue/)).toBeVisible();
    expect(list).toHaveAttribute('name', 'employeeStates');
  });

  it('keeps keyboard focus in the picker after "Add state" (not on the page body) and says what was added', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const list = screen.getByRole('combobox', { name: 'States where employees will work' });
    await user.tab();
    expect(document.activeElement).toBe(list);
    await user.selectOptions(list, 'CA');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add state' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove California' })).toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBe(list);
    expect(screen.getByRole('status')).toHaveTextContent('California added; 1 state chosen.');
  });

  it('moves focus to the next chosen state after a remove, then back to the list when none is left', async () => {
    const user = userEvent.setup();
    render(<Picker initial={['CA', 'NY']} />);
    screen.getByRole('button', { name: 'Remove California' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove New York' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'States where employees will work' }));
    expect(screen.getByRole('status')).toHaveTextContent('New York removed; 0 states chosen.');
  });
});
