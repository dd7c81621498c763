import { renderPage } from '@launchops/kit/testing';
import { routeDataHead, routeDataSchema } from '@launchops/kit';
import { describe, expect, it } from 'vitest';
import { SoftwareIntro } from './features/software/components/software-page';
import { ToolsIntro } from './features/tools/components/tools-intro';
import { ROUTE_DATA, SOFTWARE_HEAD, TOOLS_HEAD } from './route-data';

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('route data', () => {
  it('is valid route data, with a head for /software and /tools only', () => {
    expect(routeDataSchema.safeParse(ROUTE_DATA).success).toBe(true);
    expect(routeDataHead('/software', ROUTE_DATA)).toEqual(SOFTWARE_HEAD);
    expect(routeDataHead('/tools', ROUTE_DATA)).toEqual(TOOLS_HEAD);
    expect(routeDataHead('/software/liveplan', ROUTE_DATA)).toBeUndefined();
  });

  // The edge paints the head before the page's scripts run: the page must then show the very same texts.
  it.each([
    ['/software', SoftwareIntro, SOFTWARE_HEAD],
    ['/tools', ToolsIntro, TOOLS_HEAD],
  ] as const)('%s shows its head as its intro', (_path, Intro, head) => {
    const { container } = renderPage(<Intro />);
    expect(text(container.querySelector('header h1'))).toBe(head.title);
    expect(text(container.querySelector('header h1 + p'))).toBe(head.lead);
  });
});
