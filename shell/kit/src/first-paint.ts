import type { RouteHead } from './route-data.js';

/**
 * The site's first paint for a route whose page top is the same for everyone (a route head, route-data.ts):
 * the site's edge writes it into the HTML's #root, so the title and lead show as soon as the HTML arrives,
 * before any script has run. When the shell renders (replacing #root), its slot shows the same intro, with the
 * same classes and so the same look, until the remote's page takes its place; the remote's intro uses
 * pageIntroCss (styles.ts), whose sizes are these, so the text stays where it is. Plain CSS, not emotion:
 * the edge sends it in the HTML.
 */
export const FIRST_PAINT_CLASS = {
  /** #root's content from the edge: the bar where the navigation will be, then the page. */
  root: 'lo-fp',
  bar: 'lo-fp-bar',
  /** The bar's column and the site's name in it, where the navigation's (nav.tsx) will be. */
  nav: 'lo-fp-nav',
  brand: 'lo-fp-brand',
  /** The page's column (pageCss). */
  page: 'lo-fp-page',
  /** The intro (pageIntroCss): eyebrow, title, lead. */
  intro: 'lo-fp-intro',
  eyebrow: 'lo-fp-eyebrow',
  title: 'lo-fp-title',
  lead: 'lo-fp-lead',
} as const;

/** The id of the JSON copy of the route head the edge puts in the HTML, for the shell's slot. */
export const ROUTE_HEAD_SCRIPT_ID = 'lo-route-head';

/** The sizes the intro uses, shared by FIRST_PAINT_CSS and pageIntroCss. */
export const PAGE_INTRO = {
  marginBottom: '24px',
  marginBottomNarrow: '20px',
  titleSize: 'clamp(1.8rem, 4.5vw, 2.6rem)',
  titleLineHeight: '1.15',
  titleMargin: '0 0 10px',
  leadSize: '1.1rem',
  leadSizeNarrow: '1rem',
  leadLineHeight: '1.55',
  leadMaxWidth: '760px',
  eyebrowSize: '0.85rem',
} as const;

const c = FIRST_PAINT_CLASS;
const i = PAGE_INTRO;

/**
 * The first paint's styles (also what the shell's slot uses for the same intro). The nav is 64 px and a 1 px rule,
 * with the site's name at its left as nav.tsx draws it.
 */
export const FIRST_PAINT_CSS = [
  `.${c.bar}{height:65px;box-sizing:border-box;border-bottom:1px solid var(--lo-border);background:var(--lo-bg)}`,
  `.${c.nav}{max-width:1200px;margin:0 auto;padding:0 16px;height:64px;box-sizing:border-box;display:flex;align-items:center}`,
  `.${c.brand}{font-weight:800;font-size:1.2rem;color:var(--lo-fg)}.${c.brand} span{color:var(--lo-primary)}`,
  `.${c.page}{max-width:1200px;margin:0 auto;padding:32px 16px 64px;color:var(--lo-fg)}`,
  `.${c.intro}{margin-bottom:${i.marginBottom}}`,
  `.${c.eyebrow}{margin:0 0 8px;color:var(--lo-primary);font-size:${i.eyebrowSize};font-weight:700;letter-spacing:0.08em;text-transform:uppercase}`,
  `.${c.title}{margin:${i.titleMargin};font-size:${i.titleSize};font-weight:700;line-height:${i.titleLineHeight};letter-spacing:-0.01em}`,
  `.${c.lead}{margin:0;max-width:${i.leadMaxWidth};color:var(--lo-fg-muted);font-size:${i.leadSize};line-height:${i.leadLineHeight}}`,
  `@media (max-width:480px){.${c.page}{padding:20px 12px 48px}.${c.intro}{margin-bottom:${i.marginBottomNarrow}}.${c.lead}{font-size:${i.leadSizeNarrow}}}`,
].join('');

/** `text` safe inside an element or a double-quoted attribute of the HTML. */
export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The intro's markup (escaped): eyebrow, title and lead. */
function introHtml(head: RouteHead): string {
  const eyebrow = head.eyebrow ? `<p class="${c.eyebrow}">${escapeHtml(head.eyebrow)}</p>` : '';
  return `<div class="${c.intro}">${eyebrow}<p class="${c.title}">${escapeHtml(head.title)}</p><p class="${c.lead}">${escapeHtml(head.lead)}</p></div>`;
}

/**
 * What the edge puts in #root for a remote's route: the navigation's bar with the site's name (so something shows
 * at once on every such page), and the route's head when it has one. Not links, headings or landmarks: the shell replaces it with the
 * real page (whose <main> and <h1> it has) on its first render, and nothing in it can be used before then.
 */
export function firstPaintHtml(head?: RouteHead): string {
  const bar = `<div class="${c.bar}"><div class="${c.nav}"><span class="${c.brand}">Launch<span>Ops</span></span></div></div>`;
  return `<div class="${c.root}" aria-busy="true">${bar}${head ? `<div class="${c.page}">${introHtml(head)}</div>` : ''}</div>`;
}

/** The route head's JSON for the shell (ROUTE_HEAD_SCRIPT_ID), with the path it belongs to; `<` escaped so it cannot end the element. */
export function routeHeadScript(pathname: string, head: RouteHead): string {
  return `<script id="${ROUTE_HEAD_SCRIPT_ID}" type="application/json">${JSON.stringify({ path: pathname, ...head }).replace(/</g, '\\u003c')}</script>`;
}
