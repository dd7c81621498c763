import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}' +
  'main{max-width:32rem;margin:15vh auto 0;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1)}' +
  'h1{font-size:1.5rem;margin:0 0 .75rem}a{color:#2563eb}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
// Helmet's API policy forbids every source; this page needs its own inline style and nothing else.
const CSP = `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small self-contained HTML answer for links opened from an e-mail. */
export class HtmlPage {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly message: string,
    readonly siteUrl: string,
  ) {}

  render(): string {
    const home = `${this.siteUrl.replace(/\/+$/, '')}/`;
    return (
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
      `<title>${escapeHtml(this.title)} · LaunchOps</title><style>${STYLE}</style></head>` +
      `<body><main><h1>${escapeHtml(this.title)}</h1><p>${escapeHtml(this.message)}</p>` +
      `<p><a href="${escapeHtml(home)}">Back to LaunchOps</a></p></main></body></html>`
    );
  }

  send(reply: FastifyReply): FastifyReply {
    return reply
      .status(this.status)
      .header('Content-Security-Policy', CSP)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(this.render());
  }
}
