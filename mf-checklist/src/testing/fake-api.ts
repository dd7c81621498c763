import type { ChecklistCategory, ChecklistItem } from '@launchops/contracts';
import { vi } from 'vitest';
import { sampleChecklist, sampleSitePolicies } from './fixtures';

export interface FakeApiCall {
  method: string;
  path: string;
  body?: unknown;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * An in-memory checklist API behind a stubbed `fetch`, keeping per-test state like the real one.
 * `fail` makes matching requests answer 503; `hold` keeps PATCHes pending until released.
 */
export function installFakeApi(seed = sampleChecklist()) {
  const state = { categories: structuredClone(seed.categories), items: structuredClone(seed.items), posts: structuredClone(seed.posts) };
  const calls: FakeApiCall[] = [];
  const failures: Array<(call: FakeApiCall) => boolean> = [];
  let held: Array<() => void> | null = null;

  const recount = () => {
    state.categories = state.categories.map((c: ChecklistCategory) => ({
      ...c,
      totalItems: state.items.filter((i) => i.categoryId === c.id).length,
      completedItems: state.items.filter((i) => i.categoryId === c.id && i.completed).length,
    }));
  };

  const answer = (call: FakeApiCall): Response => {
    if (failures.some((fails) => fails(call))) return json(503, { statusCode: 503, message: 'The LaunchOps API is not reachable right now.' });
    const { method, path } = call;
    if (method === 'GET' && path === '/api/checklist') {
      return json(200, {
        categories: state.categories.map(({ completedItems: _completedItems, ...category }) => category),
        tasks: state.items.map(({ completed: _completed, ...task }) => task),
      });
    }
    if (method === 'GET' && path === '/api/checklist-progress') return json(200, { completedItemIds: state.items.filter((i) => i.completed).map((i) => i.id) });
    // The per-visitor lists that checklist builds older than the two reads above use.
    if (method === 'GET' && path === '/api/checklist-categories') return json(200, state.categories);
    if (method === 'GET' && path === '/api/checklist-items') return json(200, state.items);
    const byCategory = /^\/api\/checklist-items\/category\/(\d+)$/.exec(path);
    if (method === 'GET' && byCategory)
      return json(
        200,
        state.items.filter((i) => i.categoryId === Number(byCategory[1])),
      );
    const patch = /^\/api\/checklist-items\/(\d+)$/.exec(path);
    if (method === 'PATCH' && patch) {
      const found = state.items.find((i) => i.id === Number(patch[1]));
      if (!found) return json(404, { statusCode: 404, message: 'There is no checklist task with that id' });
      found.completed = (call.body as { completed: boolean }).completed;
      recount();
      return json(200, found);
    }
    if (method === 'GET' && path === '/api/blog-posts') return json(200, state.posts);
    if (method === 'GET' && path === '/api/site-policies') return json(200, sampleSitePolicies());
    if (method === 'POST' && path === '/api/affiliate-clicks') return json(202, { recorded: true });
    return json(404, { statusCode: 404, message: `No route ${method} ${path}` });
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: FakeApiCall = { method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    if (method === 'PATCH' && held) await new Promise<void>((resolve) => held!.push(resolve));
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    calls,
    fetchMock,
    count: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length,
    fail(matches: (call: FakeApiCall) => boolean) {
      failures.push(matches);
    },
    recover() {
      failures.length = 0;
    },
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
    itemById: (id: number): ChecklistItem | undefined => state.items.find((i) => i.id === id),
  };
}
