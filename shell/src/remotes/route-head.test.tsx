import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSkeleton } from '../pages/page-skeleton';
import { resetRouteHeadForTests, routeHeadFor } from './route-head';

function paint(json: string): void {
  const script = document.createElement('script');
  script.id = 'lo-route-head';
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('lo-route-head')?.remove();
  resetRouteHeadForTests();
});

describe('the route head the edge painted', () => {
  it('is kept for the path it was painted for only', () => {
    paint(JSON.stringify({ path: '/tools', title: 'Recommended Tools', lead: 'A quick directory.' }));
    expect(routeHeadFor('/tools')).toEqual({ title: 'Recommended Tools', lead: 'A quick directory.', path: '/tools' });
    expect(routeHeadFor('/tools/')).toBeDefined();
    expect(routeHeadFor('/software')).toBeUndefined();
  });

  it('is none without a painted head, or with one that is not JSON or not of the right shape', () => {
    expect(routeHeadFor('/tools')).toBeUndefined();
    for (const json of [
      '{not json',
      JSON.stringify({ path: '/tools', title: 3, lead: 'x' }),
      JSON.stringify({ path: '/tools', title: 'x', lead: 'y', eyebrow: 1 }),
    ]) {
      resetRouteHeadForTests();
      document.getElementById('lo-route-head')?.remove();
      paint(json);
      expect(routeHeadFor('/tools'), json).toBeUndefined();
    }
  });

  it('stays on screen in the loading page, above the skeleton', () => {
    const { container } = render(<PageSkeleton head={{ eyebrow: 'One-to-one consulting', title: 'An hour', lead: 'Bring your questions.' }} />);
    expect([...container.querySelectorAll('.lo-fp-intro p')].map((p) => `${p.className}: ${p.textContent}`)).toEqual([
      'lo-fp-eyebrow: One-to-one consulting',
      'lo-fp-title: An hour',
      'lo-fp-lead: Bring your questions.',
    ]);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(render(<PageSkeleton />).container.querySelector('.lo-fp-intro')).toBeNull();
  });
});
