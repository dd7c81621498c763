import { screen } from '@testing-library/react';
import { renderPage } from '@launchops/kit/testing';
import { routeDataHead, routeDataSchema } from '@launchops/kit';
import { describe, expect, it } from 'vitest';
import ChecklistRoutes from './exposes/routes';
import { CHECKLIST_HEAD, ROUTE_DATA } from './route-data';
import { installFakeApi } from './testing/fake-api';

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('route data', () => {
  it('is valid route data, with a head for /checklist only (a category page is named after its data)', () => {
    expect(routeDataSchema.safeParse(ROUTE_DATA).success).toBe(true);
    expect(routeDataHead('/checklist', ROUTE_DATA)).toEqual(CHECKLIST_HEAD);
    for (const path of ['/checklist/legal-formation', '/checklist/quiz', '/checklist/plan']) expect(routeDataHead(path, ROUTE_DATA), path).toBeUndefined();
  });

  // The edge paints the head before the page's scripts run: the page must then show the very same texts, first.
  it('/checklist shows its head as its intro, at the top of the page', async () => {
    installFakeApi();
    const { container } = renderPage(<ChecklistRoutes />, { url: '/checklist' });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(text(title)).toBe(CHECKLIST_HEAD.title);
    expect(text(title.nextElementSibling)).toBe(CHECKLIST_HEAD.lead);
    expect(container.querySelector('header')).toBe(title.parentElement);
    expect(title.parentElement?.previousElementSibling).toBeNull();
  });
});
