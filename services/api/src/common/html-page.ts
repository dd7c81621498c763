import { createHash } from 'node:crypto';
import { subscriptionTokenParamSchema } from '@launchops/contracts';
import type { FastifyReply } from 'fastify';

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}' +
  'main{max-width:32rem;margin:15vh auto 0;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1)}' +
  'h1{font-size:1.5rem;margin:0 0 .75rem}a{color:#2563eb}' +
  'button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #1e3a8a;outline-offset:2px}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
// Helmet's API policy forbids every source; this page needs its own inline style and, for a page
// with a button, a form that posts back to the same address.
const cspFor = (withForm: boolean) =>
  `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action ${withForm ? "'self'" : "'none'"}; frame-ancestors 'none'`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A small self-contained HTML answer for links opened from an e-mail. With `button`, the page asks
 * for a click that POSTs back to the same address: mail scanners that open links do not press it.
 */
export class HtmlPage {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly message: string,
    readonly siteUrl: string,
    readonly button?: string,
  ) {}

  render(): string {
    const home = `${this.siteUrl.replace(/\/+$/, '')}/`;
    return (
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
      `<title>${escapeHtml(this.title)} · LaunchOps</title><style>${STYLE}</style></head>` +
      `<body><main><h1>${escapeHtml(this.title)}</h1><p>${escapeHtml(this.message)}</p>` +
      (this.button ? `<form method="post"><button type="submit">${escapeHtml(this.button)}</button></form>` : '') +
      `<p><a href="${escapeHtml(home)}">Back to LaunchOps</a></p></main></body></html>`
    );
  }

  send(reply: FastifyReply): FastifyReply {
    return reply
      .status(this.status)
      .header('Content-Security-Policy', cspFor(this.button !== undefined))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(this.render());
  }
}

/** Whether `token` has the shape of the tokens in e-mail links (confirm, unsubscribe). */
export const isWellFormedLinkToken = (token: string) => subscriptionTokenParamSchema.shape.token.safeParse(token).success;

/** The answer to an e-mail link whose token is malformed or unknown. */
export const linkNotFoundPage = (siteUrl: string) =>
  new HtmlPage(404, 'Link not found', 'We could not find this link. Please check that you opened the whole link from the e-mail.', siteUrl);
