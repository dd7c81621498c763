import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../database/sql-repository.js';

/** Which visitor id a live session's requests work on: its account's. */
@Injectable()
export class VisitorSessionsRepository extends SqlRepository {
  /** The account's visitor id of the live session whose token hashes to `tokenHash` (used within `days`), if any. */
  async accountVisitorId(tokenHash: string, days: number): Promise<string | undefined> {
    const row = await this.one<{ visitor_id: string }>(
      `SELECT a.visitor_id FROM account_session s JOIN account a ON a.id = s.account_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.last_seen_at > now() - make_interval(days => $2)`,
      [tokenHash, days],
    );
    return row?.visitor_id;
  }
}
