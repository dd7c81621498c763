import { Injectable } from '@nestjs/common';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';
import { type AccountKeys, type AccountScope, type ColumnRow, type ForeignKeyRow, quote } from './account-data.js';

/** The keys as a one-row relation `k`, so each condition can use any of them with its type. */
const KEYS = `(SELECT $1::uuid AS v, $2::int AS a, lower($3::text) AS e) k`;
const keyParams = (keys: AccountKeys): unknown[] => [keys.visitorId, keys.id, keys.email];

/** An account's rows across the schema, for its export and its deletion (which tables: accountScopes). */
@Injectable()
export class AccountDataRepository extends SqlRepository {
  /** The account's keys, its row locked until the transaction ends when `lock`; undefined when it no longer exists. */
  async keys(accountId: number, lock: boolean, tx: Tx): Promise<AccountKeys | undefined> {
    const row = await this.one<{ id: number; email: string; visitor_id: string }>(
      `SELECT id, email, visitor_id FROM account WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [accountId],
      tx,
    );
    return row && { id: row.id, email: row.email, visitorId: row.visitor_id };
  }

  /** Every column that may tie a row to an account (visitor_id, account_id, email or recipient), and confirmed_at. */
  keyColumns(tx: Tx): Promise<ColumnRow[]> {
    return this.query<ColumnRow>(
      `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name IN ('visitor_id', 'account_id', 'email', 'recipient', 'confirmed_at')`,
      [],
      tx,
    );
  }

  foreignKeys(tx: Tx): Promise<ForeignKeyRow[]> {
    return this.query<ForeignKeyRow>(
      `SELECT kcu.table_name AS child, kcu.column_name AS child_column, ccu.table_name AS parent, ccu.column_name AS parent_column
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
      [],
      tx,
    );
  }

  /** The account's rows of one table, as the export lists them (scope.exportWhere). */
  exportRows(scope: AccountScope, keys: AccountKeys, tx: Tx): Promise<Array<Record<string, unknown>>> {
    return this.query<Record<string, unknown>>(`SELECT t.* FROM ${quote(scope.table)} t, ${KEYS} WHERE ${scope.exportWhere}`, keyParams(keys), tx);
  }

  /** Deletes the account's rows of one table (but those `keep` spares); returns how many went. */
  async deleteScope(scope: AccountScope, keys: AccountKeys, keep: string, tx: Tx): Promise<number> {
    return this.execute(`DELETE FROM ${quote(scope.table)} t USING ${KEYS} WHERE (${scope.where}) AND NOT (${keep})`, keyParams(keys), tx);
  }

  /**
   * Keeps the visitor's bookings without the person (name, address, notes and visitor id removed, a new manage
   * token), for the advisor's accounts; returns how many.
   */
  async anonymiseBookings(visitorId: string, tx: Tx): Promise<number> {
    const touched = await this.execute(
      `UPDATE consultation_booking SET first_name = 'Deleted', last_name = 'account', email = '', notes = '',
                visitor_id = gen_random_uuid(), manage_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), updated_at = now()
          WHERE visitor_id = $1`,
      [visitorId],
      tx,
    );
    return touched;
  }
}
