import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_CLASS, FIRST_PAINT_CSS, firstPaintHtml, routeHeadScript } from './first-paint.js';

describe('first paint', () => {
  it('writes the eyebrow, title and lead as escaped text, without headings or landmarks', () => {
    const html = firstPaintHtml({ eyebrow: 'Q&A', title: 'Tax "basics"', lead: 'Pay 5% & more' });
    expect(html).toContain(`<p class="${FIRST_PAINT_CLASS.eyebrow}">Q&amp;A</p>`);
    expect(html).toContain(`<p class="${FIRST_PAINT_CLASS.title}">Tax &quot;basics&quot;</p>`);
    expect(html).toContain(`<p class="${FIRST_PAINT_CLASS.lead}">Pay 5% &amp; more</p>`);
    expect(html).not.toMatch(/<h1|<main|<nav|role=/);
    expect(firstPaintHtml({ title: 'T', lead: 'L' })).not.toContain(FIRST_PAINT_CLASS.eyebrow);
  });

  it('puts the head in JSON that cannot end its script element', () => {
    const script = routeHeadScript('/tools', { title: '</script><script>alert(1)</script>', lead: 'L' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ path: '/tools', title: '</script><script>alert(1)</script>', lead: 'L' });
  });

  it('styles every class it writes', () => {
    for (const name of Object.values(FIRST_PAINT_CLASS)) {
      if (name === FIRST_PAINT_CLASS.root) continue;
      expect(FIRST_PAINT_CSS).toContain(`.${name}{`);
    }
  });
});
