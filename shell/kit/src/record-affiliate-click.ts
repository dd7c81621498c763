import { type AffiliateClickInput, affiliateClickInputSchema } from '@launchops/contracts';

export const AFFILIATE_CLICKS_PATH = '/api/affiliate-clicks';

/**
 * Records an outbound affiliate click without delaying the navigation: a beacon (sent as
 * text/plain, which the API accepts on this route) survives the page losing focus; when the
 * browser has none or refuses it, a keepalive fetch does the same. Failures are ignored on purpose.
 */
export function recordAffiliateClick(input: AffiliateClickInput): void {
  const parsed = affiliateClickInputSchema.safeParse(input);
  if (!parsed.success) return;
  const body = JSON.stringify(parsed.data);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(AFFILIATE_CLICKS_PATH, body)) return;
  } catch {
    // Some browsers throw instead of returning false (e.g. a blocked beacon): fall back below.
  }
  if (typeof fetch !== 'function') return;
  fetch(AFFILIATE_CLICKS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}
