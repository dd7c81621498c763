import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@launchops/kit/testing';
import { tool } from '../../../testing/tools-page-support';
import { SoftwareCard } from './software-card';

const visitSite = () => screen.getByRole('link', { name: /^Visit Site/ });

// At 360 px a card's two actions share about 290 px: a squeezed "Visit Site" broke onto two lines.
describe('Visit Site on a software card', () => {
  it('on a software card keeps "Visit Site" on one line, and the actions wrap as whole buttons instead', () => {
    renderPage(<SoftwareCard software={tool({ id: 'ledger', name: 'Ledger', views: ['software'] })} />);
    const link = visitSite();
    expect(getComputedStyle(link).whiteSpace).toBe('nowrap');
    // Never narrower than its words: the row of actions wraps rather than the label.
    expect(getComputedStyle(link).flexShrink).toBe('0');
    expect(getComputedStyle(link.parentElement!).flexWrap).toBe('wrap');
  });
});
