import { AFFILIATE_SOURCES } from '@launchops/contracts';

export type AffiliateSource = (typeof AFFILIATE_SOURCES)[number];

const MAX_TOOL_ID = 80;

/** A stable kebab-case id for a tool name: "Gusto Payroll+" -> "gusto-payroll". */
export function toolIdFromName(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_TOOL_ID)
    .replace(/-+$/, '');
  return id || 'tool';
}

/**
 * The tool's address with the affiliate parameters (utm_source, utm_medium, utm_campaign, ref), or
 * undefined when the link is not an http(s) URL and must not be rendered as one.
 */
export function affiliateUrl(link: string, toolId: string, campaign: AffiliateSource = 'checklist'): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.searchParams.set('utm_source', toolId);
  url.searchParams.set('utm_medium', 'affiliate');
  url.searchParams.set('utm_campaign', campaign);
  url.searchParams.set('ref', toolId);
  return url.toString();
}
