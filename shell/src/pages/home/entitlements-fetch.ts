import { apiGet, entitlementsSchema, type Entitlements } from '@launchops/contracts';

/** GET /api/billing/entitlements, loaded with the request: only a signed-in visitor's pricing cards ask it. */
export function fetchEntitlements(signal?: AbortSignal): Promise<Entitlements> {
  return apiGet('/api/billing/entitlements', entitlementsSchema, signal);
}
