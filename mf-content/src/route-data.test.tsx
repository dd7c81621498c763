import { screen } from '@testing-library/react';
import { renderPage } from '@launchops/kit/testing';
import { routeDataHead, routeDataImage, routeDataReads, routeDataSchema } from '@launchops/kit';
import { describe, expect, it } from 'vitest';
import { BlogPage } from './features/blog/components/blog-page';
import { BLOG_HEAD, ROUTE_DATA } from './route-data';
import { mockApi } from './testing/mock-api';

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('route data', () => {
  it('is valid route data: a head for /blog, and the covers the edge preloads', () => {
    expect(routeDataSchema.safeParse(ROUTE_DATA).success).toBe(true);
    expect(routeDataHead('/blog', ROUTE_DATA)).toEqual(BLOG_HEAD);
    expect(routeDataHead('/blog/form-an-llc', ROUTE_DATA)).toBeUndefined();
    expect(routeDataImage('/blog', ROUTE_DATA)).toEqual({ read: '/api/blog-posts', pointer: ['0', 'imageUrl'] });
    expect(routeDataImage('/blog/form-an-llc', ROUTE_DATA)).toEqual({ read: '/api/blog-posts/form-an-llc', pointer: ['imageUrl'] });
    // An article's text is asked only once its tier (in the list) says the visitor may read it: never preloaded.
    expect(routeDataReads('/blog/form-an-llc', ROUTE_DATA)).toEqual(['/api/blog-posts']);
  });

  // The edge paints the head before the page's scripts run: the page must then show the very same texts.
  it('/blog shows its head as its intro', async () => {
    mockApi(() => new Promise(() => undefined));
    renderPage(<BlogPage />, { url: '/blog' });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(text(title)).toBe(BLOG_HEAD.title);
    expect(text(title.previousElementSibling)).toBe(BLOG_HEAD.eyebrow);
    expect(text(title.nextElementSibling)).toBe(BLOG_HEAD.lead);
    expect(title.parentElement?.firstElementChild).toBe(title.previousElementSibling);
  });
});
