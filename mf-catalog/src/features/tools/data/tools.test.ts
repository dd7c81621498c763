import { affiliateClickInputSchema } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { affiliateTools, type ToolPrice } from './tools';

// The official domain of each product: a link elsewhere would not be "the real product".
const OFFICIAL_DOMAINS: Record<string, string> = {
  'stripe-atlas': 'stripe.com',
  clerky: 'clerky.com',
  mercury: 'mercury.com',
  stripe: 'stripe.com',
  square: 'squareup.com',
  ramp: 'ramp.com',
  'quickbooks-online': 'intuit.com',
  xero: 'xero.com',
  gusto: 'gusto.com',
  rippling: 'rippling.com',
  deel: 'deel.com',
  notion: 'notion.com',
  slack: 'slack.com',
  'google-workspace': 'google.com',
  linear: 'linear.app',
  asana: 'asana.com',
  github: 'github.com',
  vercel: 'vercel.com',
  chatgpt: 'chatgpt.com',
  aws: 'amazon.com',
};

const PRICES: ToolPrice[] = ['Free', 'Freemium', 'Paid', 'Premium', 'Pay as you go'];

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

describe('the built-in tools', () => {
  it('has 20 tools with unique ids that the click API accepts', () => {
    expect(affiliateTools).toHaveLength(20);
    expect(new Set(affiliateTools.map((tool) => tool.id)).size).toBe(20);
    for (const tool of affiliateTools) {
      expect(affiliateClickInputSchema.safeParse({ toolId: tool.id, source: 'tools_page' }).success, tool.id).toBe(true);
    }
  });

  it.each(affiliateTools.map((tool) => [tool.id, tool] as const))('%s links to the real product over https', (id, tool) => {
    const domain = OFFICIAL_DOMAINS[id];
    expect(domain, `no official domain listed for ${id}`).toBeDefined();
    for (const address of [tool.url, tool.affiliateUrl]) {
      const url = new URL(address);
      expect(url.protocol, address).toBe('https:');
      expect(url.username + url.password, address).toBe('');
      expect(url.port, address).toBe('');
      expect(onDomain(url.hostname, domain!), `${address} is not on ${domain}`).toBe(true);
      expect(url.href.startsWith(address.replace(/\/$/, '')), `${address} is not normalised`).toBe(true);
    }
  });

  it('uses only the known price values and fills every text field', () => {
    for (const tool of affiliateTools) {
      expect(PRICES, tool.id).toContain(tool.price);
      expect(tool.name.trim(), tool.id).not.toBe('');
      expect(tool.description.length, tool.id).toBeGreaterThan(40);
      expect(tool.startingAt.trim(), tool.id).not.toBe('');
      expect(tool.freeTrial.trim(), tool.id).not.toBe('');
      expect(tool.category.length, tool.id).toBeGreaterThan(0);
      for (const tag of tool.category) expect(tag, tool.id).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });
});
