import { describe, expect, it } from 'vitest';
import { describeStateDue } from './state-obligations.js';

describe("a state record's date rule in words (the state pages' 'When')", () => {
  it('says which years a biennial filing falls in, by parity or from the start', () => {
    expect(describeStateDue({ kind: 'biennial', month: 4, day: 1, years: 'odd' }, 'registered')).toBe('every odd-numbered year by April 1');
    expect(describeStateDue({ kind: 'biennial', month: 3, day: 1, years: 'even' }, 'formation')).toBe('every even-numbered year by March 1');
    expect(describeStateDue({ kind: 'biennial', month: 4, day: 1, years: 'from-year-after-start' }, 'registered')).toBe(
      'every second year by April 1, from the year after forming or registering there',
    );
  });

  it('says the rule of the other kinds month first, and a standing duty by its trigger', () => {
    expect(describeStateDue({ kind: 'yearly', month: 3, day: 1 }, 'formation')).toBe('every year by March 1');
    expect(describeStateDue({ kind: 'days-after-start', days: 20 }, 'employees')).toBe("within 20 days of an employee's first day of work there");
    expect(describeStateDue({ kind: 'quarterly', day: 'last' }, 'employees')).toBe('every quarter, by the last day of the month after the quarter ends');
    expect(describeStateDue(undefined, 'sales')).toBe('while it sells there');
  });
});
