import { BOOKING_TIMES, type Consultant } from '@launchops/contracts';
import { SHELL_TOAST_EVENT, type ToastRequest } from '@launchops/kit';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a small router: the first handler whose "METHOD /path-regex" key matches
 * answers; anything else is a 404 (so a missed call shows up as a failure, not a hang).
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { method, pattern: new RegExp(`^${pattern}$`), handler };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const call: RecordedCall = { method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const route = routes.find((r) => r.method === method && r.pattern.test(path));
    return route ? route.handler(call) : json(404, { statusCode: 404, message: `No mock for ${method} ${path}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, prefix: string) => calls.filter((c) => c.method === method && c.path.startsWith(prefix)) };
}

/** Collects the toasts a component asks the shell for. */
export function collectToasts() {
  const toasts: ToastRequest[] = [];
  const listener = (event: Event) => toasts.push((event as CustomEvent<ToastRequest>).detail);
  window.addEventListener(SHELL_TOAST_EVENT, listener);
  return { toasts, stop: () => window.removeEventListener(SHELL_TOAST_EVENT, listener) };
}

export const advisor: Consultant = {
  id: 1,
  name: 'Rosa Lindqvist',
  specialty: 'Startup Operations & Compliance',
  experience: '12 years',
  sessionPriceCents: 15000,
  sessionMinutes: 60,
  bio: 'Rosa works with founders on entity setup, banking, bookkeeping and payroll.',
  avatarUrl: '/media/consultants/1.svg',
  timezone: 'America/New_York',
  profileUrl: '/about',
  expertise: ['Entity setup', 'Banking', 'Bookkeeping', 'Payroll', 'Filing deadlines', 'Operations software'],
};

/** The availability route's answer for a day, with `taken` times unavailable. */
export const availabilityOf = (date: string, taken: readonly string[] = []) => ({
  consultantId: 1,
  date,
  timezone: 'America/New_York',
  slots: BOOKING_TIMES.map((time) => ({ time, available: !taken.includes(time) })),
});

/** The API's booking for a created input. */
export const bookingOf = (input: Record<string, unknown>, id = 1) => ({
  id,
  consultantId: 1,
  firstName: String(input.firstName),
  lastName: String(input.lastName),
  email: String(input.email),
  date: String(input.date),
  time: String(input.time),
  startsAt: '2030-01-15T14:00:00.000Z',
  topic: String(input.topic),
  notes: String(input.notes ?? ''),
  status: 'confirmed' as const,
  createdAt: '2029-12-01T10:00:00.000Z',
});
