import type { AffiliateClickInput } from '@launchops/contracts';

export type AffiliateSource = AffiliateClickInput['source'];

/** An absolute http(s) address, or null: anything else (javascript:, relative, malformed) is never linked. */
export function parseExternalUrl(address: string): URL | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The outbound address with the tracking parameters the partner programmes read:
 * utm_source and ref name the product, utm_medium is "affiliate", utm_campaign names the page.
 * Other query parameters and the hash are kept; ours replace any of the same name. Null when the
 * address is not an absolute http(s) URL.
 */
export function buildAffiliateUrl(address: string, productId: string, campaign: AffiliateSource): string | null {
  const url = parseExternalUrl(address);
  if (!url) return null;
  url.searchParams.set('utm_source', productId);
  url.searchParams.set('utm_medium', 'affiliate');
  url.searchParams.set('utm_campaign', campaign);
  url.searchParams.set('ref', productId);
  return url.toString();
}
