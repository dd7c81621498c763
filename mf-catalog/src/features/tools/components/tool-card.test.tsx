import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@launchops/kit/testing';
import { tool } from '../../../testing/tools-page-support';
import { ToolCard } from './tool-card';

// At 360 px a squeezed "Visit Site" broke onto two lines.
describe('Visit Site on a tool card', () => {
  it('keeps "Visit Site" on one line', () => {
    renderPage(<ToolCard tool={tool({ id: 'ledger', name: 'Ledger' })} />);
    expect(getComputedStyle(screen.getByRole('link', { name: /^Visit Site/ })).whiteSpace).toBe('nowrap');
  });
});
