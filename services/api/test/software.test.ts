import { catalogueViewSchema, productRedirectSchema, productSchema, softwareDetailSchema, softwareListSchema } from '@launchops/contracts';
import { loadContent } from '@launchops/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('GET /api/catalogue/:view', () => {
  it('lists each view of the one catalogue in its order, with counts computed from it', async () => {
    const content = await loadContent();
    const visitor = api.visitor();
    const views = Object.fromEntries(
      await Promise.all(
        (['software', 'tools', 'home'] as const).map(async (view) => {
          const res = await visitor.get(`/api/catalogue/${view}`);
          expect(res.status).toBe(200);
          expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
          return [view, catalogueViewSchema.parse(res.body)] as const;
        }),
      ),
    );
    for (const view of ['software', 'tools', 'home'] as const) {
      const expected = content.products.filter((p) => p.views.includes(view)).map((p) => p.id);
      expect(views[view]!.view).toBe(view);
      expect(views[view]!.products.map((p) => p.id)).toEqual(expected);
      expect(views[view]!.counts).toEqual({ software: 18, tools: 20, home: 3 });
      // A list carries no review: /api/products/:id has it.
      for (const product of views[view]!.products) expect(product).not.toHaveProperty('review');
    }
    expect(views.home!.products.map((p) => p.id)).toEqual(['liveplan', 'pitch', 'quickbooks-online']);
    // A product in two views is one product: the same name, price and link on /software and /tools.
    const onTools = new Map(views.tools!.products.map((p) => [p.id, p]));
    const both = views.software!.products.filter((p) => onTools.has(p.id));
    expect(both.length).toBeGreaterThan(5);
    for (const product of both) expect(onTools.get(product.id)).toEqual(product);
    // Dead fields are gone: nothing stores a rating or an image address.
    for (const product of views.tools!.products) {
      expect(product).not.toHaveProperty('rating');
      expect(product).not.toHaveProperty('imageUrl');
    }
  });

  it('answers 400 naming the views for an unknown view', async () => {
    const res = await api.visitor().get('/api/catalogue/best');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('software, tools, home');
  });
});

describe('GET /api/product-redirects/:id', () => {
  it("leads the first landing page's product addresses to the closest reviewed product, from product-redirects.yaml", async () => {
    const visitor = api.visitor();
    const answers = await Promise.all(
      ['business-plan-pro', 'pitch-deck-master', 'startup-accounting-suite'].map(async (id) => {
        const res = await visitor.get(`/api/product-redirects/${id}`);
        expect(res.status).toBe(200);
        return productRedirectSchema.parse(res.body);
      }),
    );
    expect(answers).toEqual([
      { from: 'business-plan-pro', to: 'liveplan', location: '/software/liveplan' },
      { from: 'pitch-deck-master', to: 'pitch', location: '/software/pitch' },
      { from: 'startup-accounting-suite', to: 'quickbooks-online', location: '/software/quickbooks-online' },
    ]);
    // Each leads to a product that has its page.
    for (const { to } of answers) expect((await visitor.get(`/api/products/${to}`)).status).toBe(200);
  });

  it('answers 404 with a message for an address that is no old one (a real product included), and 400 for a malformed id', async () => {
    const visitor = api.visitor();
    for (const id of ['liveplan', 'no-such-thing']) {
      const res = await visitor.get(`/api/product-redirects/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('That address leads nowhere: it is no old product address');
    }
    expect((await visitor.get('/api/product-redirects/Not_A_Slug')).status).toBe(400);
  });
});

describe('GET /api/products/:id', () => {
  it("returns a product's whole entry, with its review when it has one", async () => {
    const content = await loadContent();
    const res = await api.visitor().get('/api/products/stripe-atlas');
    expect(res.status).toBe(200);
    const product = productSchema.parse(res.body);
    expect(product).toEqual(content.products.find((p) => p.id === 'stripe-atlas'));
    expect(product.review?.pros.length).toBeGreaterThan(0);
    // A product only tasks recommend has a page of its own data too.
    const form = await api.visitor().get('/api/products/irs-form-15620');
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ name: 'IRS Form 15620', pricing: 'Free', views: [] });
  });

  it('answers 404 with a message for an unknown product, and each product has its own ETag', async () => {
    const visitor = api.visitor();
    const missing = await visitor.get('/api/products/no-such-product');
    expect(missing).toMatchObject({ status: 404, body: { statusCode: 404, message: 'We could not find that product' } });
    const one = await visitor.get('/api/products/gusto');
    const again = await visitor.get('/api/products/gusto', { 'if-none-match': one.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect((await visitor.get('/api/products/Not_A_Slug')).status).toBe(400);
  });
});

describe('GET /api/software-recommendations (deprecated: builds before contracts 1.2.0)', () => {
  it('lists the software view in the old shape, rating and reviewCount answered as 0 and imageUrl as the icon', async () => {
    const content = await loadContent();
    const res = await api.visitor().get('/api/software-recommendations');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const list = softwareListSchema.parse(res.body);
    expect(list.length).toBeGreaterThanOrEqual(12);
    const ids = list.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['liveplan', 'pitch', 'quickbooks-online']));
    const software = content.products.filter((p) => p.views.includes('software'));
    expect(ids).toEqual(software.map((p) => p.id));
    expect(list.map((s) => s.imageUrl)).toEqual(software.map((p) => p.icon));
    // Only the catalogue's products with a review: /tools' other products are not software pages.
    expect(ids).not.toContain('square');
    expect(new Set(ids).size).toBe(ids.length);
    expect(res.body[0]).not.toHaveProperty('longDescription');
    expect(res.body[0]).not.toHaveProperty('pros');
    for (const s of list) expect(typeof s.rating).toBe('number');
    // No product carries a rating we could not source, and every name is a real product's.
    expect(list.every((s: { rating: number; reviewCount: number }) => s.rating === 0 && s.reviewCount === 0)).toBe(true);
    const names = list.map((s: { name: string }) => s.name);
    for (const invented of ['Business Plan Pro', 'Pitch Deck Master', 'Startup Accounting Suite']) expect(names).not.toContain(invented);
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const visitor = api.visitor();
    const first = await visitor.get('/api/software-recommendations');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    // Shared by everybody: no visitor cookie is set on content.
    expect(first.headers.getSetCookie()).toEqual([]);
    const again = await visitor.get('/api/software-recommendations', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const stale = await visitor.get('/api/software-recommendations', { 'if-none-match': '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(first.body.length);
  });
});

describe('GET /api/software-recommendations/:id (deprecated)', () => {
  it('returns the full detail of one tool', async () => {
    const res = await api.visitor().get('/api/software-recommendations/quickbooks-online');
    expect(res.status).toBe(200);
    const detail = softwareDetailSchema.parse(res.body);
    expect(detail.id).toBe('quickbooks-online');
    expect(detail.longDescription.length).toBeGreaterThan(100);
    expect(detail.pros.length).toBeGreaterThan(0);
    expect(detail.cons.length).toBeGreaterThan(0);
    expect(detail.bestFor).not.toBe('');
    // The same price as every other page states, from the catalogue.
    expect(detail.pricing).toBe((await api.visitor().get('/api/products/quickbooks-online')).body.pricing);
  });

  it('answers 404 for a product the software view does not list', async () => {
    expect((await api.visitor().get('/api/software-recommendations/square')).status).toBe(404);
  });

  it('serves every listed tool, each with its own ETag and 304 on revalidation', async () => {
    const visitor = api.visitor();
    const list = (await visitor.get('/api/software-recommendations')).body as Array<{ id: string; name: string }>;
    const etags = new Set<string>();
    for (const { id, name } of list) {
      const res = await visitor.get(`/api/software-recommendations/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.name).toBe(name);
      etags.add(res.headers.get('etag')!);
    }
    expect(etags.size).toBe(list.length);
    const one = await visitor.get('/api/software-recommendations/pitch');
    const cached = await visitor.get('/api/software-recommendations/pitch', { 'if-none-match': one.headers.get('etag')! });
    expect(cached.status).toBe(304);
  });

  it('answers 404 with the house message for an unknown id', async () => {
    const res = await api.visitor().get('/api/software-recommendations/no-such-tool');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'We could not find that software' });
  });

  it.each(['Not_A_Slug', 'has%20space', 'UPPER', '-leading-dash', '%3Cscript%3E', 'a--b'])('answers 400 for the malformed id %s', async (id) => {
    const res = await api.visitor().get(`/api/software-recommendations/${id}`);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers a JSON 4xx, not a crash, for an absurdly long id', async () => {
    const res = await api.visitor().get(`/api/software-recommendations/${'a'.repeat(500)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.statusCode).toBe(res.status);
  });
});
