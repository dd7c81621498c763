import { connect } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { startSmtpSink, waitForMail } from './local-servers.js';

const sink = await startSmtpSink();
afterAll(() => sink.close());

/** Speaks the client's side of one SMTP session, waiting for each final reply line ("250 ...", not "250-...") as nodemailer does. */
async function send(url: string, lines: string[]): Promise<void> {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk: string) => (received += chunk));
  const finalReply = async () => {
    while (!/^\d{3} .*\r\n/m.test(received)) await new Promise((resolve) => socket.once('data', resolve));
    received = received.slice(received.search(/^\d{3} .*\r\n/m)).replace(/^.*\r\n/, '');
  };
  await finalReply();
  for (const line of lines) {
    socket.write(`${line}\r\n`);
    await finalReply();
  }
  await new Promise<void>((resolve) => socket.end(() => resolve()));
}

it('keeps a message and decodes its encoded subject and quoted-printable text', async () => {
  const body = [
    'Subject: =?utf-8?q?Caf=C3=A9_booking?=',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'See you at the caf=C3=A9.',
    '..dot-stuffed line',
    '.',
  ].join('\r\n');
  await send(sink.url, ['EHLO test', 'MAIL FROM:<site@example.test>', 'RCPT TO:<founder@example.test>', 'DATA', body, 'QUIT']);
  const mail = await waitForMail(sink, 'founder@example.test', /booking/);
  expect(mail).toEqual({ subject: 'Café booking', text: 'See you at the café.\r\n.dot-stuffed line' });
  expect(sink.messages[0]).toMatchObject({ from: 'site@example.test', to: ['founder@example.test'] });
});
