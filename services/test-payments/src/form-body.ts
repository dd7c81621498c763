/**
 * Stripe's request encoding (what its SDK sends): `application/x-www-form-urlencoded` with bracketed keys,
 * `line_items[0][price]=price_1&metadata[plan]=pro`. Gives the nested value; keys 0..n become arrays.
 */
export function parseStripeForm(encoded: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node = root;
    keys.forEach((key, index) => {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
      if (index === keys.length - 1) {
        node[key] = value;
      } else {
        const next = node[key];
        node = (next && typeof next === 'object' ? next : (node[key] = {})) as Record<string, unknown>;
      }
    });
  }
  return arrayify(root) as Record<string, unknown>;
}

function arrayify(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arrayify(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}
