import { addDays, type AdvisorSession, dateInZone, slotStart } from '@launchops/contracts';
import { renderPage } from '@launchops/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ConsultingRoutes from '../../../exposes/routes';
import { advisor, json, mockApi } from '../../../testing/mock-api';

const NY = 'America/New_York';
const today = dateInZone(new Date(), NY);
const ahead = addDays(today, 9);
const before = addDays(today, -2);
const ROOM = 'https://meet.jit.si/LaunchOps-0123456789abcdef0123456789abcdef';

const session = (over: Partial<AdvisorSession>): AdvisorSession => ({
  id: 1,
  consultantId: 1,
  consultantName: 'Rosa Lindqvist',
  timezone: NY,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  date: ahead,
  time: '10:00 AM',
  startsAt: slotStart(ahead, '10:00 AM', NY).toISOString(),
  visitorTimeZone: 'Asia/Tokyo',
  topic: 'Banking & Finance Systems',
  notes: 'Which bank?',
  meetingUrl: ROOM,
  priceCents: 15000,
  paidWith: 'invoice-after-session',
  questionnaire: {
    company: 'Bookkeeping for dentists',
    stage: 'Incorporated, not yet selling',
    entity: 'Delaware C corporation',
    goals: 'Payroll before the first hire',
    prepare: 'Our cap table',
  },
  questionnaireUpdatedAt: '2026-01-02T10:00:00.000Z',
  outcome: null,
  outcomeAt: null,
  ...over,
});

const upcoming = session({});
const held = session({
  id: 2,
  firstName: 'Grace',
  lastName: 'Hopper',
  date: before,
  startsAt: slotStart(before, '2:00 PM', NY).toISOString(),
  time: '2:00 PM',
  questionnaire: null,
  visitorTimeZone: NY,
});
const route = '/consulting/console';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/consulting/console: its parts', () => {
  it("shows the console feature's roadmap editor, which the route puts into the page", async () => {
    mockApi({
      'GET /api/advisor/sessions': () => json(200, { upcoming: [], recent: [] }),
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/advisor/consultants/1/days-off': () => json(200, []),
      'GET /api/advisor/roadmaps': () => json(200, []),
    });
    renderPage(<ConsultingRoutes />, { url: route });
    expect(await screen.findByRole('heading', { level: 2, name: 'Premium roadmaps' })).toBeInTheDocument();
  });
});

describe('/consulting/console: who may see it, and the sessions', () => {
  it('asks a signed-out visitor to sign in, and tells another account it is not the advisor’s', async () => {
    mockApi({
      'GET /api/advisor/sessions': () => json(401, { statusCode: 401, message: 'Sign in first' }),
      'GET /api/consultants': () => json(200, [advisor]),
    });
    const first = renderPage(<ConsultingRoutes />, { url: route });
    expect(await screen.findByText(/Sign in with the advisor’s account to open the console/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('heading', { name: /Upcoming sessions/ })).toBeNull();
    first.unmount();

    mockApi({
      'GET /api/advisor/sessions': () => json(403, { statusCode: 403, message: 'Not the advisor' }),
      'GET /api/consultants': () => json(200, [advisor]),
    });
    renderPage(<ConsultingRoutes />, { url: route });
    expect(await screen.findByText(/This account is not the advisor’s/)).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });

  it('shows upcoming sessions with the room, the price, the founder’s time and the questionnaire answers', async () => {
    mockApi({
      'GET /api/advisor/sessions': () => json(200, { upcoming: [upcoming], recent: [held] }),
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/advisor/consultants/1/days-off': () => json(200, []),
    });
    renderPage(<ConsultingRoutes />, { url: route });
    const card = (await screen.findByRole('heading', { name: /^Ada Lovelace:/ })).closest('section')!;
    const inCard = within(card);
    expect(inCard.getByRole('link', { name: /meet\.jit\.si/ })).toHaveAttribute('href', ROOM);
    expect(inCard.getByText('$150, invoiced by e-mail after the session')).toBeInTheDocument();
    expect(inCard.getByText(/Japan Standard Time|Tokyo/)).toBeInTheDocument();
    expect(inCard.getByText('Delaware C corporation')).toBeInTheDocument();
    expect(inCard.getByText('Payroll before the first hire')).toBeInTheDocument();
    expect(inCard.getByText('Our cap table')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    // An upcoming session cannot be marked yet.
    expect(inCard.queryByRole('button', { name: 'Done' })).toBeNull();
    const heldCard = screen.getByRole('heading', { name: /^Grace Hopper:/ }).closest('section')!;
    expect(within(heldCard).getByText('The questionnaire is not answered yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming sessions (1)' })).toBeInTheDocument();
  });

  it('marks a held session done or no-show', async () => {
    let marked: AdvisorSession = held;
    const api = mockApi({
      'GET /api/advisor/sessions': () => json(200, { upcoming: [], recent: [marked] }),
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/advisor/consultants/1/days-off': () => json(200, []),
      'POST /api/advisor/sessions/2/outcome': (c) => {
        marked = { ...held, outcome: (c.body as { outcome: 'done' | 'no-show' }).outcome, outcomeAt: new Date().toISOString() };
        return json(200, marked);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: route });
    const group = await screen.findByRole('group', { name: 'Outcome of the session with Grace Hopper' });
    expect(within(group).getByText('Not marked yet.')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'No-show' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(group).getByText('Marked no-show.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/advisor/')).toEqual([{ method: 'POST', path: '/api/advisor/sessions/2/outcome', body: { outcome: 'no-show' } }]);
  });
});

describe('/consulting/console: days off', () => {
  it('adds and removes days off, checking the form before asking the API', async () => {
    const day = addDays(today, 20);
    let list = [{ day: addDays(today, 30), reason: 'Thanksgiving Day' }];
    const api = mockApi({
      'GET /api/advisor/sessions': () => json(200, { upcoming: [session({ date: day, startsAt: slotStart(day, '10:00 AM', NY).toISOString() })], recent: [] }),
      'GET /api/consultants': () => json(200, [advisor]),
      'GET /api/advisor/consultants/1/days-off': () => json(200, list),
      'PUT /api/advisor/consultants/1/days-off/.*': (c) => {
        list = [{ day: c.path.slice(-10), reason: (c.body as { reason: string }).reason }, ...list];
        return json(200, list);
      },
      'DELETE /api/advisor/consultants/1/days-off/.*': (c) => {
        list = list.filter((off) => off.day !== c.path.slice(-10));
        return json(200, list);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: route });
    const form = await screen.findByRole('form', { name: 'Add a day off' });
    await user.click(within(form).getByRole('button', { name: 'Add day off' }));
    expect(await within(form).findByText('Choose a day')).toBeInTheDocument();
    expect(within(form).getByText('Please give a reason')).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', '/api/')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Day'), day);
    await user.type(within(form).getByLabelText('Reason'), 'Conference');
    await user.click(within(form).getByRole('button', { name: 'Add day off' }));
    // A session already booked that day stays booked: the advisor is told whom to write to.
    expect(
      await screen.findByText(/is a day off: no session can be booked on it\. Already booked that day, and still booked: Ada Lovelace at 10:00 AM\./),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/')).toEqual([{ method: 'PUT', path: `/api/advisor/consultants/1/days-off/${day}`, body: { reason: 'Conference' } }]);
    const days = screen.getByRole('list', { name: 'Days off ahead' });
    expect(within(days).getAllByRole('listitem')).toHaveLength(2);

    const thanksgiving = within(days)
      .getByText(/Thanksgiving Day/)
      .closest('li')!;
    await user.click(within(thanksgiving).getByRole('button', { name: /^Remove the day off on / }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Days off ahead' })).getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/')).toHaveLength(1);
  });
});
