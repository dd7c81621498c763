// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountStandalone } from './standalone.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('a remote standalone page', () => {
  it("shows the remote's routes under a navigation of its roster pages, its widget at /dev/widget, and starts on its first page", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/');
    await act(async () => {
      mountStandalone({
        packageName: 'mf-catalog',
        routes: () => <p>routes at {window.location.pathname}</p>,
        homeWidget: () => <p>the widget</p>,
      });
    });
    const links = [...document.querySelectorAll('nav[aria-label="Standalone harness"] a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/software', '/tools', '/dev/widget']);
    expect(window.location.pathname).toBe('/software');
    expect(document.body.textContent).toContain('routes at /software');

    await act(async () => {
      (document.querySelector('a[href="/dev/widget"]') as HTMLAnchorElement).click();
    });
    expect(document.body.textContent).toContain('the widget');
    expect(() => mountStandalone({ packageName: 'mf-nowhere', routes: () => null, homeWidget: () => null })).toThrow(/not in the roster/);
  });
});
