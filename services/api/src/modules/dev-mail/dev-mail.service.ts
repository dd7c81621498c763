import { Inject, Injectable } from '@nestjs/common';
import { type LocalMail, toLocalMail } from './dev-mail.mapper.js';
import { DevMailRepository } from './dev-mail.repository.js';

/** Reads the outbox for the local mail viewer (only registered where no mail leaves the machine). */
@Injectable()
export class DevMailService {
  constructor(@Inject(DevMailRepository) private readonly outbox: DevMailRepository) {}

  /** The newest `limit` mails, newest first. */
  async list(limit: number): Promise<{ mails: LocalMail[]; total: number }> {
    const rows = await this.outbox.newest(limit);
    const total = await this.outbox.count();
    return { mails: rows.map(toLocalMail), total: total ?? rows.length };
  }

  async one(id: number): Promise<LocalMail | undefined> {
    const row = await this.outbox.byId(id);
    return row && toLocalMail(row);
  }
}
