import { describe, expect, it } from 'vitest';
import { type RouteData, routeDataHead, routeDataReads, routeDataSchema } from './route-data.js';

const routes: RouteData = [
  { path: '/blog', reads: ['/api/blog-posts'] },
  { path: '/blog/:slug', reads: ['/api/blog-posts/:slug'] },
  { path: '/author/:id', reads: ['/api/authors/:id', '/api/authors/:missing'] },
];

describe('routeDataReads', () => {
  it('fills the first matching route with its parameters', () => {
    expect(routeDataReads('/blog', routes)).toEqual(['/api/blog-posts']);
    expect(routeDataReads('/blog/', routes)).toEqual(['/api/blog-posts']);
    expect(routeDataReads('/blog/form-an-llc', routes)).toEqual(['/api/blog-posts/form-an-llc']);
  });

  it('preloads nothing for an unknown path, a deeper one, or a parameter a page would encode', () => {
    expect(routeDataReads('/tools', routes)).toEqual([]);
    expect(routeDataReads('/blog/a/b', routes)).toEqual([]);
    expect(routeDataReads('/blog/caf%C3%A9', routes)).toEqual([]);
    expect(routeDataReads('/blog/..', routes)).toEqual([]);
  });

  it('leaves out a read that names a parameter the route lacks', () => {
    expect(routeDataReads('/author/3', routes)).toEqual(['/api/authors/3']);
  });
});

describe('routeDataSchema', () => {
  it('accepts route patterns with /api reads', () => {
    expect(routeDataSchema.safeParse(routes).success).toBe(true);
  });

  it('refuses reads off the API, with queries, dots or another origin, and malformed paths', () => {
    for (const read of ['/static/js/a.js', 'https://evil.example.org/api/x', '/api/../admin', '/api/items?x=1', '//evil.example.org/api/x', '/api/a b']) {
      const parsed = routeDataSchema.safeParse([{ path: '/blog', reads: [read] }]);
      expect(parsed.success, read).toBe(false);
    }
    expect(routeDataSchema.safeParse([{ path: 'blog', reads: [] }]).success).toBe(false);
    expect(routeDataSchema.safeParse([{ path: '/blog', reads: [], extra: 1 }]).success).toBe(false);
    expect(routeDataSchema.safeParse({ path: '/blog' }).success).toBe(false);
  });
});

describe('route heads', () => {
  const head = { eyebrow: 'LaunchOps blog', title: 'Startup Operations Blog', lead: 'Guides for founders: forming, banking & hiring.' };

  it('gives the head of the first route that matches, and none to a route without one', () => {
    const withHead: RouteData = [{ path: '/blog', reads: ['/api/blog-posts'], head }, { path: '/blog/:slug', reads: [] }];
    expect(routeDataSchema.safeParse(withHead).success).toBe(true);
    expect(routeDataHead('/blog', withHead)).toEqual(head);
    expect(routeDataHead('/blog/', withHead)).toEqual(head);
    expect(routeDataHead('/blog/form-an-llc', withHead)).toBeUndefined();
    expect(routeDataHead('/tools', withHead)).toBeUndefined();
  });

  it('refuses a head on a route with parameters, markup or line breaks in its texts, an empty or overlong text, and unknown fields', () => {
    const bad = [
      [{ path: '/blog/:slug', reads: [], head }],
      [{ path: '/blog', reads: [], head: { ...head, title: 'Blog <script>alert(1)</script>' } }],
      [{ path: '/blog', reads: [], head: { ...head, lead: 'two\nlines' } }],
      [{ path: '/blog', reads: [], head: { ...head, title: '' } }],
      [{ path: '/blog', reads: [], head: { ...head, lead: 'x'.repeat(601) } }],
      [{ path: '/blog', reads: [], head: { ...head, html: '<b>x</b>' } }],
    ];
    for (const routes of bad) expect(routeDataSchema.safeParse(routes).success, JSON.stringify(routes)).toBe(false);
  });
});
