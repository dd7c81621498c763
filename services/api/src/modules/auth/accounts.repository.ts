import { Injectable } from '@nestjs/common';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

export interface AccountRow {
  id: number;
  email: string;
  created_at: Date;
}

/** The account table, and the visitor id its data is kept under. */
@Injectable()
export class AccountsRepository extends SqlRepository {
  /** Makes the address's account under `visitorId` unless it has one; true when made. */
  async insertIfNew(email: string, visitorId: string, tx: Tx): Promise<boolean> {
    const created = await this.query(
      `INSERT INTO account (email, visitor_id) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, visitorId],
      tx,
    );
    return created.length > 0;
  }

  byEmail(email: string, tx: Tx): Promise<AccountRow | undefined> {
    return this.one<AccountRow>(`SELECT id, email, created_at FROM account WHERE email = $1`, [email], tx);
  }

  /** The account's visitor id, the account row locked until the transaction ends. */
  async lockVisitorId(accountId: number, tx: Tx): Promise<string> {
    const row = await this.one<{ visitor_id: string }>(`SELECT visitor_id FROM account WHERE id = $1 FOR UPDATE`, [accountId], tx);
    return row!.visitor_id;
  }

  /** Whether `visitorId` is an account's (no browser may bring one). */
  async isAccountVisitorId(visitorId: string, tx: Tx): Promise<boolean> {
    return (await this.one(`SELECT 1 FROM account WHERE visitor_id = $1`, [visitorId], tx)) !== undefined;
  }

  async setVisitorId(accountId: number, visitorId: string, tx: Tx): Promise<void> {
    await this.query(`UPDATE account SET visitor_id = $2 WHERE id = $1`, [accountId, visitorId], tx);
  }

  /** Moves every row kept under visitor `from` to `to`, in every table with a visitor_id column but the account's. */
  async moveVisitorRows(from: string, to: string, tx: Tx): Promise<void> {
    for (const table of await this.visitorTables(tx)) await this.query(`UPDATE ${table} SET visitor_id = $2 WHERE visitor_id = $1`, [from, to], tx);
  }

  /** Every table that keeps rows per visitor (the schema says which: a visitor_id column), but the account itself. */
  private async visitorTables(tx: Tx): Promise<string[]> {
    const rows = await this.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns WHERE column_name = 'visitor_id' AND table_schema = current_schema() AND table_name <> 'account' ORDER BY table_name`,
      [],
      tx,
    );
    return rows.map((row) => `"${row.table_name}"`);
  }
}
