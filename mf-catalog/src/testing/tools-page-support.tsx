import type { Product } from '@launchops/contracts';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { renderPage } from '@launchops/kit/testing';
import { ToolsPage } from '../features/tools/components/tools-page';
import { fakeApi } from './fake-api';
import { catalogueView } from './software-fixtures';

export const tool = (overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product => ({
  description: `${overrides.name} helps founders run the company.`,
  category: 'operations',
  tags: ['productivity'],
  link: `https://${overrides.id}.example.com`,
  signupUrl: `https://${overrides.id}.example.com/signup`,
  priceModel: 'Paid',
  pricing: '$10/month',
  icon: 'box',
  views: ['tools'],
  ...overrides,
});

export const FIXTURE: Product[] = [
  tool({ id: 'freebie', name: 'Freebie', priceModel: 'Free', pricing: 'Free', tags: ['productivity', 'email'] }),
  tool({
    id: 'payroller',
    name: 'Payroller',
    priceModel: 'Paid',
    tags: ['hr', 'payroll', 'benefits', 'tax', 'compliance'],
    freeTrial: '30 days',
    startupOffer: '20% off the first year with code LAUNCH20',
    views: ['tools', 'software'],
  }),
  tool({
    id: 'ledger',
    name: 'Ledger',
    priceModel: 'Freemium',
    tags: ['accounting', 'bookkeeping', 'finance'],
    signupUrl: 'https://ledger.example.com/signup?plan=startup',
  }),
  tool({ id: 'meter', name: 'Meter', priceModel: 'Pay as you go', tags: ['cloud_hosting', 'development'], freeTrial: 'Free tier for new accounts' }),
  tool({ id: 'incorporate', name: 'Incorporate', priceModel: 'Paid', tags: ['legal', 'incorporation'] }),
  // In the catalogue but not in the tools view: never shown here.
  tool({ id: 'form', name: 'A Form', views: [] }),
];

/** /tools over `products` from the fake API, once its cards are shown. */
export async function renderTools(products: Product[] = FIXTURE, options: Parameters<typeof renderPage>[1] = {}) {
  const api = fakeApi({ '/api/catalogue/tools': catalogueView('tools', products) });
  vi.stubGlobal('fetch', api.fetch);
  const rendered = renderPage(<ToolsPage />, options);
  // A hundred cards take over a second to render in jsdom on a busy machine.
  await waitFor(() => expect(status()).toMatch(/^Showing/), { timeout: 5000 });
  return { ...rendered, api };
}

// Role queries over 100 cards are slow in jsdom: count and name cards through the DOM.
export const cards = () => [...document.querySelectorAll<HTMLElement>('article[data-tool-id]')];
export const cardNames = () => cards().map((card) => card.querySelector('h2')?.textContent);
export const status = () => document.querySelector('[role="status"]')?.textContent;

/** Stubs the beacon the affiliate links record clicks with (read it with the function returned); resets the page after each test. */
export function setUpToolsPageTests() {
  let sendBeacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  });
  afterEach(() => {
    document.title = '';
    vi.unstubAllGlobals();
  });
  return () => sendBeacon;
}
