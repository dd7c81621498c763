import { screen } from '@testing-library/react';
import { renderPage } from '@launchops/kit/testing';
import { routeDataHead, routeDataSchema } from '@launchops/kit';
import { describe, expect, it } from 'vitest';
import ConsultingRoutes from './exposes/routes';
import { CONSULTING_HEAD, ROUTE_DATA } from './route-data';
import { advisor, json, mockApi } from './testing/mock-api';

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('route data', () => {
  it('is valid route data, with the head of /consulting', () => {
    expect(routeDataSchema.safeParse(ROUTE_DATA).success).toBe(true);
    expect(routeDataHead('/consulting', ROUTE_DATA)).toEqual(CONSULTING_HEAD);
  });

  // The edge paints the head before the page's scripts run: the page must then show the very same texts.
  it('/consulting shows its head as its intro', async () => {
    mockApi({ 'GET /api/consultants': () => json(200, [advisor]), 'GET /api/consultation-bookings': () => json(200, []) });
    renderPage(<ConsultingRoutes />, { url: '/consulting' });
    const title = await screen.findByRole('heading', { level: 1 });
    const intro = title.closest('header');
    expect(text(title)).toBe(CONSULTING_HEAD.title);
    expect(text(title.previousElementSibling)).toBe(CONSULTING_HEAD.eyebrow);
    expect(text(title.nextElementSibling)).toBe(CONSULTING_HEAD.lead);
    expect(intro?.firstElementChild).toBe(title.previousElementSibling);
  });
});
