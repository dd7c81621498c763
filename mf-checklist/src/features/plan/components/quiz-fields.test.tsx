import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './quiz-fields';

const before = document.documentElement.lang;
afterEach(() => {
  document.documentElement.lang = before;
});

// The browser's date box writes a day its own way (11/05/2026, 05/11/2026): the quiz says it back as the site writes it.
describe('DateField', () => {
  it("says the chosen day back in the site's format, next to the box", () => {
    document.documentElement.lang = 'en';
    const { rerender } = render(<DateField label="Date of the grant" value="2026-11-05" onChange={() => undefined} />);
    expect(screen.getByLabelText('Date of the grant')).toHaveAccessibleDescription('November 5, 2026');
    expect(screen.getByText('November 5, 2026')).toBeInTheDocument();
    document.documentElement.lang = 'en-GB';
    rerender(<DateField label="Date of the grant" value="2026-11-06" onChange={() => undefined} />);
    expect(screen.getByText('6 November 2026')).toBeInTheDocument();
  });

  it('says nothing back while no day is chosen, and keeps the hint as the description', () => {
    render(<DateField label="Date of formation" hint="As on the certificate." value={undefined} onChange={() => undefined} />);
    expect(screen.getByLabelText('Date of formation')).toHaveAccessibleDescription('As on the certificate.');
  });
});
