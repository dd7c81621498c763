import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { AccountExport } from '@launchops/contracts';
import { Transactions, type Tx } from '../../database/sql-repository.js';
import { BillingWebhooksService } from '../billing/billing-webhooks.service.js';
import { BookingsService } from '../consulting/bookings.service.js';
import { type AccountKeys, type AccountScope, accountScopes, redactMail, SECRET_COLUMN, secretValues, withoutOtherBrowsers } from './account-data.js';
import { AccountDataRepository } from './account-data.repository.js';

const ABOUT = [
  'Everything LaunchOps holds about your account, table by table: the account, its sessions and passkeys, the',
  'checklist progress, quiz answers, calendar address and reminders of your plan, bookings, chat, contact',
  'messages, affiliate clicks, newsletter subscription, sign-in codes and the e-mails we sent you. Values we keep',
  'only as one-way hashes, and secret link tokens, are named but not shown; in the e-mails, sign-in codes and the',
  'secret part of each link are replaced by the same note. What another browser sent with your address (a contact',
  "message, a booking) is not listed; a subscription your address confirmed is, without that browser's id.",
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
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(AccountDataRepository) private readonly data: AccountDataRepository,
    @Inject(BookingsService) private readonly bookings: BookingsService,
    @Inject(BillingWebhooksService) private readonly billing: BillingWebhooksService,
  ) {}

  async export(accountId: number): Promise<AccountExport> {
    // One snapshot: REPEATABLE READ, so tables read one after another agree with each other.
    return this.transactions.run(async (tx) => {
      const keys = await this.keys(tx, accountId);
      const raw: AccountExport['tables'] = {};
      for (const scope of await this.scopes(tx)) {
        const rows = await this.data.exportRows(scope, keys, tx);
        if (rows.length > 0) raw[scope.table] = rows;
      }
      // The e-mails are listed without the codes and link tokens they carried.
      const secrets = secretValues(raw);
      const tables: AccountExport['tables'] = Object.fromEntries(
        Object.entries(raw).map(([table, rows]) => [
          table,
          rows.map((row) => redact(withoutOtherBrowsers(table === 'outbox_email' ? redactMail(row, secrets) : row, keys.visitorId))),
        ]),
      );
      const account = tables.account![0]!;
      return {
        exportedAt: new Date().toISOString(),
        account: { id: keys.id, email: keys.email, createdAt: new Date(account.created_at as string).toISOString() },
        about: ABOUT,
        tables,
      };
    }, 'REPEATABLE READ');
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
    const deletion = await this.transactions.run(async (tx) => {
      const keys = await this.keys(tx, accountId, true);
      if (confirmEmail !== keys.email) {
        throw new UnprocessableEntityException('Type the address of this account exactly to confirm that it should be deleted.');
      }
      const bookingsCancelled = await this.bookings.cancelAllUpcoming(tx, keys.visitorId, now, consultants);
      const bookingsAnonymised = await this.data.anonymiseBookings(keys.visitorId, tx);
      const rowsDeleted: Record<string, number> = {};
      const scopes = await this.scopes(tx);
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
        const count = await this.data.deleteScope(scope, keys, keep, tx);
        if (count > 0) rowsDeleted[scope.table] = count;
      }
      return { bookingsCancelled, bookingsAnonymised, rowsDeleted };
    });
    // The cancelled sessions' slots are free again.
    if (deletion.bookingsCancelled > 0) this.bookings.bookingsChanged();
    // The deletion queued the account's customer (a trigger, in the same transaction): every subscription and open
    // Checkout page of it is ended at Stripe now, not at the next run of the scheduled billing job (up to 15 minutes,
    // in which a renewal could be charged). A failure stays queued for that job.
    void this.billing.cancelOrphaned().catch(() => undefined);
    return deletion;
  }

  private async keys(tx: Tx, accountId: number, lock = false): Promise<AccountKeys> {
    const keys = await this.data.keys(accountId, lock, tx);
    if (!keys) throw new UnprocessableEntityException('This account no longer exists.');
    return keys;
  }

  /** Every table's rows of an account, read from the schema (see accountScopes). */
  private async scopes(tx: Tx): Promise<AccountScope[]> {
    return accountScopes(await this.data.keyColumns(tx), await this.data.foreignKeys(tx));
  }
}

function redact(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, SECRET_COLUMN.test(column) && value !== null ? '(secret, not exported)' : value]),
  );
}
