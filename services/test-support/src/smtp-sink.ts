import { createServer, type Server, type Socket } from 'node:net';
import { expect } from 'vitest';

/** One message as the sink received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message (headers and MIME body). */
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for the API's SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A minimal SMTP server for tests: it accepts every message (no TLS, no auth) and keeps it, the way
 * a visitor's mailbox would. Enough of RFC 5321 for nodemailer: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let from = '';
    let to: string[] = [];
    reply('220 localhost test sink');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push({ from, to, raw: data.join('\r\n') });
            data = [];
            reply('250 2.0.0 queued');
          } else {
            // Dot-stuffing (RFC 5321 4.5.2).
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          reply('250-localhost');
          reply('250-8BITMIME');
          reply('250 SMTPUTF8');
        } else if (verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          from = '';
          to = [];
          reply('250 ok');
        } else if (verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 command not implemented');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text/plain body of a (possibly multipart) message. */
export function plainTextOf(raw: string): string {
  const parts = raw.split(/\r\n--[^\r\n]+/);
  for (const part of [raw, ...parts]) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!/content-type:\s*text\/plain/i.test(headers)) continue;
    if (/content-type:\s*multipart\//i.test(headers)) continue;
    const body = part.slice(split + 4);
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    return body;
  }
  throw new Error('The message has no text/plain part');
}

/** The decoded Subject header (RFC 2047 encoded words included). */
export function subjectOf(raw: string): string {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const value = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  return value
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .trim();
}

/** As long as the browser tests wait for anything else (the e2e kit's timeout). */
const MAIL_TIMEOUT = 15_000;

/** The newest message to `to` whose decoded subject matches, once it has arrived: its subject and plain text. */
export async function waitForMail(sink: SmtpSink, to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        const match = [...sink.messages].reverse().find((m) => m.to.includes(to) && subject.test(subjectOf(m.raw)));
        found = match ? { subject: subjectOf(match.raw), text: plainTextOf(match.raw) } : undefined;
        return Boolean(found);
      },
      { timeout: MAIL_TIMEOUT, interval: 100 },
    )
    .toBe(true);
  return found!;
}
