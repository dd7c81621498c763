import { apiGet, type Entitlement, entitlementsSchema } from '@launchops/contracts';

/**
 * Whether this visitor's plan gives `entitlement` (GET /api/billing/entitlements, anonymous visitors included):
 * a page asks this before requesting what the plan may not open, so an ordinary visit gets no 402. Undefined when
 * the API could not say; the caller then asks for the thing itself and lets the API decide.
 */
export async function visitorHas(entitlement: Entitlement, signal?: AbortSignal): Promise<boolean | undefined> {
  try {
    return (await apiGet('/api/billing/entitlements', entitlementsSchema, signal)).entitlements.includes(entitlement);
  } catch {
    return undefined;
  }
}
