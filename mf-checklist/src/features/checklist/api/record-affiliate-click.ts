import { affiliateClickInputSchema } from '@launchops/contracts';
import type { AffiliateSource } from '../utils/affiliate';

const ENDPOINT = '/api/affiliate-clicks';

/**
 * Records an outbound tool click. A beacon survives the page being left for the tool's site; the
 * fetch (keepalive) is the fallback where beacons are missing or refused. Never throws.
 */
export function recordAffiliateClick(toolId: string, source: AffiliateSource = 'checklist'): void {
  const input = affiliateClickInputSchema.safeParse({ toolId, source });
  if (!input.success) return;
  const body = JSON.stringify(input.data);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, body)) return;
  } catch {
    // Some browsers throw on beacons in restricted contexts: fall back to fetch.
  }
  try {
    void fetch(ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // Losing one click record must never break the link.
  }
}
