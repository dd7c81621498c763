import { ROUTE_HEAD_SCRIPT_ID, type RouteHead, sitePath } from '@launchops/kit';

type PaintedHead = RouteHead & { path: string };

let painted: PaintedHead | null | undefined;

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * The route head the site's edge painted into this page's HTML (first-paint.ts in the kit), read once: the edge
 * checked it against the remote's route data; what is read here is only checked for its shape. None when the
 * edge painted nothing (no head for the route, a remote that is down, the dev server).
 */
function paintedHead(): PaintedHead | null {
  if (painted !== undefined) return painted;
  painted = null;
  const text = document.getElementById(ROUTE_HEAD_SCRIPT_ID)?.textContent;
  if (!text) return painted;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value.path === 'string' && typeof value.title === 'string' && typeof value.lead === 'string' && optionalText(value.eyebrow)) {
      painted = { path: sitePath(value.path), title: value.title, lead: value.lead, ...(typeof value.eyebrow === 'string' ? { eyebrow: value.eyebrow } : {}) };
    }
  } catch {
    // Not JSON: no head.
  }
  return painted;
}

/** The head to keep on screen at `pathname` while its remote loads: the one the edge painted, when it was painted for this path. */
export function routeHeadFor(pathname: string): RouteHead | undefined {
  const head = paintedHead();
  return head && head.path === sitePath(pathname) ? head : undefined;
}

/** Forgets the head read (tests). */
export function resetRouteHeadForTests(): void {
  painted = undefined;
}
