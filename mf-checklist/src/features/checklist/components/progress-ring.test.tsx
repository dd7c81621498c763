import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressRing } from './progress-ring';

// Bold tabular digits are about 0.62 em wide and "%" about 0.9 em in the site's sans-serif faces.
const labelWidth = (label: string, fontPx: number) => [...label].reduce((width, char) => width + (char === '%' ? 0.9 : 0.62) * fontPx, 0);

describe('ProgressRing', () => {
  it.each([
    [100, 46, 5],
    [100, 48, 5],
    [0, 46, 5],
    [57, 46, 5],
  ])('the label at %s percent clears a ring of %s px with a stroke of %s px', (percent, size, stroke) => {
    render(<ProgressRing percent={percent} size={size} stroke={stroke} />);
    const label = screen.getByText(`${percent}%`);
    const fontPx = parseFloat(getComputedStyle(label).fontSize);
    expect(fontPx).toBeGreaterThanOrEqual(9);
    // The label's box (about 1.2 em high) must sit inside the ring's hole, 2px clear of the ring on each side.
    const hole = (size - 2 * stroke) / 2;
    const halfHeight = (fontPx * 1.2) / 2;
    const chord = 2 * Math.sqrt(hole * hole - halfHeight * halfHeight);
    expect(labelWidth(`${percent}%`, fontPx) + 4).toBeLessThanOrEqual(chord);
  });
});
