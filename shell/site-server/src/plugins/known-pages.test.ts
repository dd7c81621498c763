// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStatus } from '../page-status.js';
import { createKnownPages } from './known-pages.js';

/** The API's lists as the edge reads them; `failing` names the one that answers 503. */
let failing = '';
let api: Server;
let apiUrl: string;
const LISTS: Record<string, unknown> = {
  '/api/checklist': { categories: [{ id: 1, slug: 'legal', name: 'Legal', description: 'd', icon: 'Building2', order: 1, totalItems: 0 }], tasks: [] },
  '/api/software-recommendations': [
    { id: 'gusto', name: 'Gusto', description: 'd', category: 'operations', imageUrl: 'users', rating: 4.5, reviewCount: 3, link: 'https://gusto.com' },
  ],
  '/api/newsletter-issues': [],
  '/api/templates': [],
  '/api/states': [
    {
      code: 'CA',
      name: 'California',
      slug: 'california',
      counts: { formation: 1, qualification: 1, employer: 1, 'sales-tax': 1, 'income-tax': 1 },
      oldestVerified: '2026-12-02',
    },
  ],
  '/api/blog-posts': [
    {
      id: 1,
      slug: 'a-post',
      title: 'T',
      excerpt: 'E',
      category: 'Legal',
      tier: 'premium',
      imageUrl: '/media/blog/legal.svg',
      publishedAt: '2026-05-01T00:00:00.000Z',
      author: { id: 2, name: 'A', avatarUrl: '/a.svg', bio: 'b' },
    },
  ],
};

beforeAll(async () => {
  api = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === failing) return void res.writeHead(503).end('{}');
    res.end(JSON.stringify(LISTS[req.url ?? ''] ?? {}));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
});

afterAll(() => new Promise((resolve) => api.close(resolve)));

describe("the API's pages the edge knows (404 statuses)", () => {
  it("does not answer 404 for an article while the API's list of articles fails, though the other lists answered", async () => {
    failing = '/api/blog-posts';
    const known = await createKnownPages(() => apiUrl)();
    expect(pageStatus('/blog/a-post', known)).toBe(200);
    expect(pageStatus('/software/gusto', known)).toBe(200);
  });

  it('answers 404 for an entry the API does not have once every list answered, and 200 for one it has', async () => {
    failing = '';
    const knownPages = createKnownPages(() => apiUrl);
    // A page waits at most half a second for the list (a busy machine can take longer): ask until it is there.
    let known = await knownPages();
    for (let attempt = 0; attempt < 50 && !known; attempt++) known = await knownPages();
    expect(known).not.toBeNull();
    expect(pageStatus('/blog/a-post', known)).toBe(200);
    expect(pageStatus('/blog/no-such-post', known)).toBe(404);
    expect(pageStatus('/software/not-a-product', known)).toBe(404);
    expect(pageStatus('/checklist/states/california', known)).toBe(200);
    expect(pageStatus('/checklist/states/atlantis', known)).toBe(404);
    expect(pageStatus('/checklist/states', known)).toBe(200);
  });
});
