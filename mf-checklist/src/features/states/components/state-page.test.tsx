import type { StateIndexEntry, StateObligation, StateObligations } from '@launchops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StateIndexPage } from './state-index-page';
import { StatePage } from './state-page';

const record = (fields: Partial<StateObligation>): StateObligation => ({
  id: 'ohio-record',
  kind: 'formation',
  scope: 'formation',
  entities: ['c-corp', 'llc'],
  title: 'File the annual report',
  form: null,
  when: 'every year by April 1',
  condition: null,
  amount: null,
  penalty: null,
  check: null,
  exists: true,
  why: 'is formed in the state',
  ifMissed: null,
  taskSlug: 'register-for-state-taxes',
  source: 'The state’s Secretary of State',
  sourceUrl: 'https://www.sos.state.example.gov/',
  lastVerified: '2026-12-02',
  ...fields,
});

const texas: StateObligations = {
  code: 'TX',
  name: 'Texas',
  slug: 'texas',
  records: [
    record({
      id: 'texas-franchise-tax-report',
      kind: 'income-tax',
      title: 'File the Texas franchise tax report',
      amount: '0.75 % of margin',
      form: 'Form 05-102',
    }),
    record({
      id: 'texas-no-withholding',
      kind: 'employer',
      exists: false,
      title: 'Texas has no income tax on wages',
      why: 'has an employee in Texas, which taxes no wages',
    }),
    record({
      id: 'texas-sales-tax-permit',
      kind: 'sales-tax',
      scope: 'sales',
      title: 'Get a Texas sales tax permit',
      condition: 'your Texas sales passed $500,000',
      check: 'when to start collecting',
    }),
    record({ id: 'texas-llc-only', entities: ['llc'], title: 'An LLC-only filing', when: null }),
  ],
};

const index: StateIndexEntry[] = [
  { code: 'OH', name: 'Ohio', slug: 'ohio', counts: { formation: 0, qualification: 0, employer: 0, 'sales-tax': 0, 'income-tax': 0 }, oldestVerified: null },
  {
    code: 'TX',
    name: 'Texas',
    slug: 'texas',
    counts: { formation: 1, qualification: 0, employer: 1, 'sales-tax': 1, 'income-tax': 1 },
    oldestVerified: '2026-12-02',
  },
];

function renderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost').pathname;
      const body = url === '/api/states' ? index : url === '/api/states/texas' ? texas : url === '/api/checklist' ? { categories: [], tasks: [] } : undefined;
      return new Response(JSON.stringify(body ?? { statusCode: 404, message: '"atlantis" is not a US state or DC' }), {
        status: body ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/checklist/states" element={<StateIndexPage />} />
          <Route path="/checklist/states/:state" element={<StatePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a state page', () => {
  it('groups the records by kind, each with its rule, condition, fee, form, what to check and source; an absent kind is said plainly', async () => {
    renderAt('/checklist/states/texas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Texas: what a company owes the state' })).toBeInTheDocument();
    const income = screen.getByRole('heading', { name: 'Texas income, franchise and gross-receipts taxes' }).closest('section')!;
    expect(income).toHaveTextContent('File the Texas franchise tax report');
    expect(income).toHaveTextContent('Fee or tax0.75 % of margin');
    expect(income).toHaveTextContent('FormForm 05-102');
    expect(within(income).getByRole('link', { name: 'The state’s Secretary of State' })).toHaveAttribute('href', 'https://www.sos.state.example.gov/');
    const selling = screen.getByRole('heading', { name: 'Selling into Texas' }).closest('section')!;
    expect(selling).toHaveTextContent('Only ifyour Texas sales passed $500,000');
    expect(selling).toHaveTextContent('What to checkwhen to start collecting');
    const employees = screen.getByRole('heading', { name: 'Employees in Texas' }).closest('section')!;
    expect(employees).toHaveTextContent('Texas has no income tax on wages');
    expect(employees).toHaveTextContent('For a company that has an employee in Texas, which taxes no wages.');
    const formed = screen.getByRole('heading', { name: 'A company formed in Texas' }).closest('section')!;
    expect(formed).toHaveTextContent('LLCs only');
    expect(formed).toHaveTextContent('A standing duty');
    expect(screen.queryByRole('heading', { name: 'Registering in Texas from another state' })).toBeNull();
  });

  it('says so for an address that is no state, with a way to every state', async () => {
    renderAt('/checklist/states/atlantis');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no state at this address.');
    expect(screen.getByRole('link', { name: 'See every state' })).toHaveAttribute('href', '/checklist/states');
  });
});

describe('the index of states', () => {
  it('lists the states with records first, with their count, and the others apart', async () => {
    renderAt('/checklist/states');
    const covered = (await screen.findByRole('heading', { name: 'States with their records' })).closest('section')!;
    expect(within(covered).getByRole('link', { name: /Texas/ })).toHaveAttribute('href', '/checklist/states/texas');
    expect(covered).toHaveTextContent('4 obligations');
    const rest = screen.getByRole('heading', { name: 'Not written yet' }).closest('section')!;
    expect(within(rest).getByRole('link', { name: 'Ohio' })).toHaveAttribute('href', '/checklist/states/ohio');
  });
});
