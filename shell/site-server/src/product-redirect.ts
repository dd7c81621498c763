import { productRedirectSchema } from '@launchops/contracts';

/** A product's page; its id as the catalogue writes ids (anything else is never an old address). */
const PRODUCT_PAGE = /^\/software\/([a-z0-9][a-z0-9._-]{0,99})$/;

/**
 * Where an old product address leads (GET /api/product-redirects/:id, from services/content/product-redirects.yaml),
 * asked only for a /software/:id the catalogue does not list; undefined when it is no old address, or the API does
 * not answer in time (the page is then served with its 404, and the catalog page replaces the address itself).
 */
export async function productRedirectFor(pathname: string, apiUrl: string, timeoutMs: number): Promise<string | undefined> {
  const id = PRODUCT_PAGE.exec(pathname)?.[1];
  if (!id) return undefined;
  try {
    const response = await fetch(`${apiUrl}/api/product-redirects/${id}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return undefined;
    const redirect = productRedirectSchema.safeParse(await response.json());
    // Only a path of this site: never an address elsewhere (//host, https://...).
    return redirect.success && /^\/software(\/[a-z0-9][a-z0-9._-]*)?$/.test(redirect.data.location) ? redirect.data.location : undefined;
  } catch {
    return undefined;
  }
}
