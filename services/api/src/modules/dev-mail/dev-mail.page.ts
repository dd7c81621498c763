import { createHash } from 'node:crypto';
import { LOCAL_MAIL_PATH } from '../../common/mail/local-mail.js';
import type { LocalMail } from './dev-mail.mapper.js';

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}' +
  'main{max-width:48rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0 .75rem;overflow-wrap:anywhere}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}' +
  'a{color:#1d4ed8}a:focus-visible,summary:focus-visible{outline:3px solid #1e3a8a;outline-offset:2px}' +
  '.note{padding:.75rem 1rem;border:2px solid #b45309;border-radius:8px;background:#fffbeb}' +
  '.mails{list-style:none;padding:0;margin:0}.mails li{padding:.75rem 1rem;margin:0 0 .5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1)}' +
  '.mails a{font-weight:600;overflow-wrap:anywhere}.meta{color:#52606d;font-size:.9rem;overflow-wrap:anywhere}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}' +
  'pre{white-space:pre-wrap;overflow-wrap:anywhere;font:15px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:1rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1)}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Helmet's API policy forbids every source; these pages need their own inline style and nothing else (no script). */
export const DEV_MAIL_CSP = `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const NOTICE =
  'Local development stand-in: no SMTP server is configured (SMTP_URL), so e-mails stay in the API’s outbox instead of ' +
  'being sent, and this page shows them to this machine only. It does not exist in production or when SMTP_URL is set.';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** http(s) addresses in a mail's text; a closing quote, bracket or sentence mark is not part of one. */
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING = /[.,;:!?)\]}]+$/;

/** The mail's text, escaped, with its web addresses made into links (only http and https ones). */
export function linkifiedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const time = (iso: string) => `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>`;
const subjectOf = (mail: LocalMail) => mail.subject.trim() || '(no subject)';

function status(mail: LocalMail): string {
  if (mail.sentAt) return `sent ${time(mail.sentAt)}`;
  return mail.lastError ? `not sent (last error: ${escapeHtml(mail.lastError)})` : 'kept, not sent';
}

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)} · Local mail · LaunchOps</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

export function mailListPage(mails: LocalMail[], total: number): string {
  const shown = mails.length < total ? `The newest ${mails.length} of ${total} e-mails` : `${total} e-mail${total === 1 ? '' : 's'}`;
  const items = mails
    .map(
      (mail) =>
        `<li><a href="${escapeHtml(mail.url)}">${escapeHtml(subjectOf(mail))}</a>` +
        `<div class="meta">To ${escapeHtml(mail.to)} · ${time(mail.createdAt)} · ${escapeHtml(mail.kind)} · ${status(mail)}</div></li>`,
    )
    .join('');
  return page(
    'All e-mails',
    `<h1>Local mail</h1><p class="note" role="note">${escapeHtml(NOTICE)}</p>` +
      (mails.length
        ? `<p>${shown}, newest first. <a href="${LOCAL_MAIL_PATH}?format=json">The same as JSON</a></p><ol class="mails">${items}</ol>`
        : '<p>No e-mails yet. Subscribe to the newsletter, book a consultation or ask for a sign-in code on the site, then reload this page.</p>'),
  );
}

export function mailPage(mail: LocalMail): string {
  const headers = Object.entries(mail.headers)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${linkifiedText(value)}</dd>`)
    .join('');
  const attachments = mail.attachments
    .map((a) => `<details><summary>${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})</summary><pre>${escapeHtml(a.content)}</pre></details>`)
    .join('');
  return page(
    subjectOf(mail),
    `<p><a href="${LOCAL_MAIL_PATH}">All local mail</a></p><p class="note" role="note">${escapeHtml(NOTICE)}</p>` +
      `<h1>${escapeHtml(subjectOf(mail))}</h1>` +
      `<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Queued</dt><dd>${time(mail.createdAt)}</dd>` +
      `<dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd><dt>Status</dt><dd>${status(mail)}</dd>${headers}</dl>` +
      `<h2>Message</h2><pre>${linkifiedText(mail.text)}</pre>` +
      (attachments ? `<h2>Attachments</h2>${attachments}` : '') +
      `<p><a href="${escapeHtml(mail.url)}?format=json">This e-mail as JSON</a></p>`,
  );
}

export function mailNotFoundPage(id: number): string {
  return page(
    'E-mail not found',
    `<p><a href="${LOCAL_MAIL_PATH}">All local mail</a></p><h1>E-mail not found</h1>` +
      `<p>The outbox holds no e-mail ${id}: it may have been deleted (an account deletion removes its e-mails).</p>`,
  );
}

export { NOTICE as DEV_MAIL_NOTICE };
