import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { AccountExport } from '@launchops/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { BookingsService } from '../consulting/bookings.service.js';
import { type AccountKeys, accountScopes, deleteScope, redactMail, SECRET_COLUMN, scopeRows, secretValues } from './account-data.js';

const ABOUT = [
  'Everything LaunchOps holds about your account, table by table: the account, its sessions and passkeys, the',
  'checklist progress, quiz answers, calendar address and reminders of your plan, bookings, chat, contact',
  'messages, affiliate clicks, newsletter subscription, sign-in codes and the e-mails we sent you. Values we keep',
  'only as one-way hashes, and secret link tokens, are named but not shown; in the e-mails, sign-in codes and the',
  'secret part of each link are replaced by the same note.',
].join(' ');

/** What deleting an account did, for the log and the tests. */
export interface AccountDeletion {
  bookingsCancelled: number;
  bookingsAnonymised: number;
  rowsDeleted: Record<string, number>;
}

/**
 * The account page's export and deletion, both over every table that holds the account's rows (read from the
 * schema: see accountScopes).
 */
@Injectable()
export class AccountService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingsService) private readonly bookings: BookingsService,
  ) {}

  async export(accountId: number): Promise<AccountExport> {
    // One snapshot: REPEATABLE READ, so tables read one after another agree with each other.
    return this.dataSource.transaction('REPEATABLE READ', async (m) => {
      const keys = await this.keys(m, accountId);
      const raw: AccountExport['tables'] = {};
      for (const scope of await accountScopes(m)) {
        const rows = await scopeRows(m, scope, keys);
        if (rows.length > 0) raw[scope.table] = rows;
      }
      // The e-mails are listed without the codes and link tokens they carried.
      const secrets = secretValues(raw);
      const tables: AccountExport['tables'] = Object.fromEntries(
        Object.entries(raw).map(([table, rows]) => [table, rows.map((row) => redact(table === 'outbox_email' ? redactMail(row, secrets) : row))]),
      );
      const account = tables.account![0]!;
      return {
        exportedAt: new Date().toISOString(),
        account: { id: keys.id, email: keys.email, createdAt: new Date(account.created_at as string).toISOString() },
        about: ABOUT,
        tables,
      };
    });
  }

  /**
   * Deletes the account and every row that is its, in one transaction. Upcoming bookings are cancelled first,
   * with the usual e-mail (erased from the outbox once sent). Bookings are then kept without the person (name,
   * address, notes and visitor id removed) for the advisor's accounts, and deleted with every other booking three
   * years after the session; everything else goes now.
   */
  async delete(accountId: number, confirmEmail: string, now = new Date()): Promise<AccountDeletion> {
    // Read before the transaction: on a fresh server with the embedded database (one connection) this first
    // read from inside it waited for a second connection and the deletion failed with a 503.
    const consultants = await this.bookings.consultantsById();
    const deletion = await this.dataSource.transaction(async (m) => {
      const keys = await this.keys(m, accountId, true);
      if (confirmEmail !== keys.email) {
        throw new UnprocessableEntityException('Type the address of this account exactly to confirm that it should be deleted.');
      }
      const bookingsCancelled = await this.bookings.cancelAllUpcoming(m, keys.visitorId, now, consultants);
      const anonymised = (await m.query(
        `UPDATE consultation_booking SET first_name = 'Deleted', last_name = 'account', email = '', notes = '',
                visitor_id = gen_random_uuid(), manage_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), updated_at = now()
          WHERE visitor_id = $1`,
        [keys.visitorId],
      )) as [unknown, number];
      const rowsDeleted: Record<string, number> = {};
      const scopes = await accountScopes(m);
      // Rows reached through another table first, then the rest; the account last (its sessions and passkeys go with it).
      const ordered = [
        ...scopes.filter((s) => s.through),
        ...scopes.filter((s) => !s.through && s.table !== 'account'),
        ...scopes.filter((s) => s.table === 'account'),
      ];
      for (const scope of ordered) {
        if (scope.table === 'consultation_booking') continue;
        // The cancellation e-mails just queued are still to go out; they erase themselves once sent.
        const keep = scope.table === 'outbox_email' ? 't.erase_after_send AND t.sent_at IS NULL' : 'false';
        const count = await deleteScope(m, scope, keys, keep);
        if (count > 0) rowsDeleted[scope.table] = count;
      }
      return { bookingsCancelled, bookingsAnonymised: anonymised[1], rowsDeleted };
    });
    // The cancelled sessions' slots are free again.
    if (deletion.bookingsCancelled > 0) this.bookings.bookingsChanged();
    return deletion;
  }

  private async keys(m: EntityManager, accountId: number, lock = false): Promise<AccountKeys> {
    const [row] = (await m.query(`SELECT id, email, visitor_id FROM account WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [accountId])) as Array<{
      id: number;
      email: string;
      visitor_id: string;
    }>;
    if (!row) throw new UnprocessableEntityException('This account no longer exists.');
    return { id: row.id, email: row.email, visitorId: row.visitor_id };
  }
}

function redact(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, SECRET_COLUMN.test(column) && value !== null ? '(secret, not exported)' : value]),
  );
}
