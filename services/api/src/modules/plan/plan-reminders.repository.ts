import { Injectable } from '@nestjs/common';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

export interface SubscriptionRow {
  id: number;
  visitor_id: string;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token: string;
  unsubscribe_token: string;
}

export type ConfirmedSubscription = Pick<SubscriptionRow, 'id' | 'visitor_id' | 'email' | 'unsubscribe_token'>;

/** The key of one reminder: a subscription's e-mail for a rule's due day, a week or a day before. */
export interface ReminderKey {
  subscriptionId: number;
  ruleId: string;
  dueOn: string;
  kind: string;
}

const SUBSCRIPTION_COLUMNS = 'id, visitor_id, email, status, confirm_token, unsubscribe_token';

/** Deadline reminders' records: subscriptions (double opt-in) and the reminders sent, one row per key. */
@Injectable()
export class PlanRemindersRepository extends SqlRepository {
  liveSubscription(visitorId: string): Promise<Pick<SubscriptionRow, 'email' | 'status'> | undefined> {
    return this.one(`SELECT email, status FROM plan_reminder_subscription WHERE visitor_id = $1 AND status <> 'unsubscribed'`, [visitorId]);
  }

  liveSubscriptionForUpdate(visitorId: string, tx: Tx): Promise<SubscriptionRow | undefined> {
    return this.one<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM plan_reminder_subscription WHERE visitor_id = $1 AND status <> 'unsubscribed' FOR UPDATE`,
      [visitorId],
      tx,
    );
  }

  /**
   * A new pending subscription asked from `clientHash`, its confirmation mailed now when `mailed`; undefined when a
   * concurrent request of the same visitor inserted first.
   */
  insertPending(
    visitorId: string,
    email: string,
    tokens: { confirm: string; unsubscribe: string },
    sent: { mailed: boolean; clientHash: string },
    tx: Tx,
  ): Promise<SubscriptionRow | undefined> {
    return this.one<SubscriptionRow>(
      `INSERT INTO plan_reminder_subscription (visitor_id, email, status, confirm_token, unsubscribe_token, confirmation_sent_at, client_hash)
       VALUES ($1, $2, 'pending', $3, $4, CASE WHEN $5::boolean THEN now() END, $6)
       ON CONFLICT (visitor_id) WHERE status <> 'unsubscribed' DO NOTHING
       RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [visitorId, email, tokens.confirm, tokens.unsubscribe, sent.mailed, sent.clientHash],
      tx,
    );
  }

  /** Serialises confirmation mails to one address, then from one client, until the transaction ends. */
  async lockAddressAndClient(email: string, clientHash: string, tx: Tx): Promise<void> {
    await this.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`plan-reminders:client:${clientHash}`], tx);
    await this.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`plan-reminders:address:${email.toLowerCase()}`], tx);
  }

  /** Whether any browser's subscription had a confirmation mailed to the address in the last `minutes`. */
  async addressMailedWithin(email: string, minutes: number, tx: Tx): Promise<boolean> {
    const row = await this.one(
      `SELECT 1 FROM plan_reminder_subscription
        WHERE lower(email) = lower($1) AND confirmation_sent_at > now() - make_interval(mins => $2) LIMIT 1`,
      [email, minutes],
      tx,
    );
    return row !== undefined;
  }

  /** Confirmation mails asked from the client in the last `minutes`. */
  async clientMailsWithin(clientHash: string, minutes: number, tx: Tx): Promise<number> {
    const row = await this.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM plan_reminder_subscription
        WHERE client_hash = $1 AND confirmation_sent_at > now() - make_interval(mins => $2)`,
      [clientHash, minutes],
      tx,
    );
    return row?.n ?? 0;
  }

  async unsubscribeById(id: number, tx: Tx): Promise<void> {
    await this.query(`UPDATE plan_reminder_subscription SET status = 'unsubscribed', unsubscribed_at = now() WHERE id = $1`, [id], tx);
  }

  async unsubscribeVisitor(visitorId: string): Promise<void> {
    await this.query(
      `UPDATE plan_reminder_subscription SET status = 'unsubscribed', unsubscribed_at = now() WHERE visitor_id = $1 AND status <> 'unsubscribed'`,
      [visitorId],
    );
  }

  /** Whether any subscription has this unsubscribe token (idempotent: stopping twice is fine). */
  async unsubscribeByToken(token: string): Promise<boolean> {
    const rows = await this.query(
      `UPDATE plan_reminder_subscription SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE unsubscribe_token = $1
       RETURNING id`,
      [token],
    );
    return rows.length > 0;
  }

  /** True when the resend cooldown has passed; the resend is then recorded. */
  async claimResend(id: number, cooldownMinutes: number, clientHash: string, tx: Tx): Promise<boolean> {
    const rows = await this.query(
      `UPDATE plan_reminder_subscription SET confirmation_sent_at = now(), client_hash = $3
       WHERE id = $1 AND (confirmation_sent_at IS NULL OR confirmation_sent_at <= now() - make_interval(mins => $2))
       RETURNING id`,
      [id, cooldownMinutes, clientHash],
      tx,
    );
    return rows.length === 1;
  }

  async statusByConfirmToken(token: string): Promise<SubscriptionRow['status'] | undefined> {
    return (await this.one<Pick<SubscriptionRow, 'status'>>('SELECT status FROM plan_reminder_subscription WHERE confirm_token = $1', [token]))?.status;
  }

  /** Confirms a pending (or confirmed) subscription; its id, or undefined when the token opens none that can be. */
  async confirm(token: string): Promise<number | undefined> {
    const row = await this.one<{ id: number }>(
      `UPDATE plan_reminder_subscription SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
       WHERE confirm_token = $1 AND status IN ('pending', 'confirmed') RETURNING id`,
      [token],
    );
    return row?.id;
  }

  async confirmTokenExists(token: string): Promise<boolean> {
    return (await this.one('SELECT 1 FROM plan_reminder_subscription WHERE confirm_token = $1', [token])) !== undefined;
  }

  confirmedSubscriptions(subscriptionId?: number): Promise<ConfirmedSubscription[]> {
    return this.query<ConfirmedSubscription>(
      `SELECT id, visitor_id, email, unsubscribe_token FROM plan_reminder_subscription
       WHERE status = 'confirmed' AND ($1::int IS NULL OR id = $1) ORDER BY id`,
      [subscriptionId ?? null],
    );
  }

  /** Claims a reminder's key, only while the subscription is still confirmed and only for the first writer. */
  async claimReminder(key: ReminderKey, tx: Tx): Promise<boolean> {
    const rows = await this.query(
      `INSERT INTO plan_reminder_sent (subscription_id, rule_id, due_on, kind)
       SELECT id, $2, $3, $4 FROM plan_reminder_subscription WHERE id = $1 AND status = 'confirmed'
       ON CONFLICT DO NOTHING RETURNING subscription_id`,
      [key.subscriptionId, key.ruleId, key.dueOn, key.kind],
      tx,
    );
    return rows.length > 0;
  }

  async linkOutbox(key: ReminderKey, outboxId: number, tx: Tx): Promise<void> {
    await this.query(
      'UPDATE plan_reminder_sent SET outbox_id = $5 WHERE subscription_id = $1 AND rule_id = $2 AND due_on = $3 AND kind = $4',
      [key.subscriptionId, key.ruleId, key.dueOn, key.kind, outboxId],
      tx,
    );
  }
}
