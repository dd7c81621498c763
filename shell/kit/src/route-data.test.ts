import { describe, expect, it } from 'vitest';
import { imageAt, type RouteData, routeDataHead, routeDataImage, routeDataReads, routeDataSchema } from './route-data.js';

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
    const withHead: RouteData = [
      { path: '/blog', reads: ['/api/blog-posts'], head },
      { path: '/blog/:slug', reads: [] },
    ];
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

describe('route images', () => {
  const routes: RouteData = [
    { path: '/blog', reads: ['/api/blog-posts'], image: '/api/blog-posts#/0/imageUrl' },
    { path: '/blog/:slug', reads: ['/api/blog-posts/:slug'], image: '/api/blog-posts/:slug#/imageUrl' },
  ];

  it('names the read, filled in, and the pointer to the image', () => {
    expect(routeDataSchema.safeParse(routes).success).toBe(true);
    expect(routeDataImage('/blog', routes)).toEqual({ read: '/api/blog-posts', pointer: ['0', 'imageUrl'] });
    expect(routeDataImage('/blog/form-an-llc', routes)).toEqual({ read: '/api/blog-posts/form-an-llc', pointer: ['imageUrl'] });
    expect(routeDataImage('/blog/caf%C3%A9', routes)).toBeUndefined();
    expect(routeDataImage('/tools', routes)).toBeUndefined();
  });

  it('refuses an image whose read names a parameter the route lacks, or that is not a read and a pointer', () => {
    for (const image of ['/api/authors/:id#/0/imageUrl', '/api/blog-posts', '/api/blog-posts#', '/api/blog-posts#/a b', 'https://evil.example.org/api/x#/a']) {
      expect(routeDataSchema.safeParse([{ path: '/blog', reads: ['/api/blog-posts'], image }]).success, image).toBe(false);
    }
  });

  it('finds a site image at the pointer, and nothing else', () => {
    const answer = [
      { imageUrl: '/media/blog/hiring.svg' },
      { imageUrl: 'https://cdn.example.org/a.png' },
      { imageUrl: '/media/../admin.png' },
      { imageUrl: '/media/blog/x.html' },
    ];
    expect(imageAt(answer, ['0', 'imageUrl'])).toBe('/media/blog/hiring.svg');
    expect(imageAt({ imageUrl: '/media/blog/cover.webp' }, ['imageUrl'])).toBe('/media/blog/cover.webp');
    for (const pointer of [
      ['1', 'imageUrl'],
      ['2', 'imageUrl'],
      ['3', 'imageUrl'],
      ['9', 'imageUrl'],
      ['imageUrl'],
      ['0', 'constructor'],
      ['0', '__proto__'],
    ]) {
      expect(imageAt(answer, pointer), pointer.join('/')).toBeUndefined();
    }
    expect(imageAt(undefined, ['imageUrl'])).toBeUndefined();
    expect(imageAt('text', ['0'])).toBeUndefined();
  });
});
