import { Logger } from '@nestjs/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppOptions } from '../../config/app-options.js';
import type { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailService } from './mail.service.js';

type KeptRow = { id: number; kind: string; subject: string; recipient: string };

/** A MailService without SMTP over an outbox that holds `rows`, and the lines it logs. */
function keptMailLog(rows: KeptRow[], env: Partial<AppOptions['env']> = {}) {
  const outbox = { unsentAfter: async () => [...rows].reverse() } as unknown as MailOutboxRepository;
  const options = { env: { NODE_ENV: 'test', SITE_URL: 'http://localhost:8080', ...env } } as AppOptions;
  const lines: string[] = [];
  vi.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => void lines.push(String(message)));
  return { mail: new MailService(outbox, options), lines };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mails kept in the outbox without SMTP', () => {
  it('logs a sign-in mail without its one-time code, in development and in production', async () => {
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'production', MAIL_VIEWER: 'off' }] as const) {
      const { mail, lines } = keptMailLog(
        [{ id: 7, kind: 'sign-in-code', subject: '493817 is your LaunchOps sign-in code', recipient: 'ada@example.com' }],
        env,
      );
      await mail.flush();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^e-mail kept in outbox: .*sign-in code to ada@example\.com/);
      expect(lines[0]).not.toContain('493817');
      vi.restoreAllMocks();
    }
  });

  it('still names what any other mail is about', async () => {
    const { mail, lines } = keptMailLog([
      { id: 8, kind: 'newsletter-confirm', subject: 'Please confirm your LaunchOps newsletter subscription', recipient: 'bo@example.com' },
    ]);
    await mail.flush();
    expect(lines).toEqual([
      'e-mail kept in outbox: Please confirm your LaunchOps newsletter subscription to bo@example.com; read it at http://localhost:8080/api/dev/mail/8',
    ]);
  });
});
