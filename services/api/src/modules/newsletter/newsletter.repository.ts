import { Injectable } from '@nestjs/common';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

export interface SubscriptionRow {
  id: number;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token: string;
  unsubscribe_token: string;
}

const SUBSCRIPTION_COLUMNS = 'id, email, status, confirm_token, unsubscribe_token';

/** newsletter_subscription: the double opt-in's states and the links that move between them. */
@Injectable()
export class NewsletterRepository extends SqlRepository {
  /** A new pending address; undefined when the address is there already (a concurrent insert is waited for). */
  insertPending(
    row: { email: string; source: string; confirmToken: string; unsubscribeToken: string; visitorId: string | null },
    tx: Tx,
  ): Promise<SubscriptionRow | undefined> {
    return this.one<SubscriptionRow>(
      `INSERT INTO newsletter_subscription (email, source, status, confirm_token, unsubscribe_token, confirmation_sent_at, visitor_id)
       VALUES ($1, $2, 'pending', $3, $4, now(), $5)
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [row.email, row.source, row.confirmToken, row.unsubscribeToken, row.visitorId],
      tx,
    );
  }

  /** The address's subscription, locked for the rest of `tx`. */
  lockByEmail(email: string, tx: Tx): Promise<SubscriptionRow | undefined> {
    return this.one<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM newsletter_subscription WHERE lower(email) = lower($1) FOR UPDATE`, [email], tx);
  }

  /** Marks a pending subscription as mailed now, unless its last confirmation is younger than `cooldownMinutes`. */
  async claimResend(id: number, cooldownMinutes: number, tx: Tx): Promise<boolean> {
    const rows = await this.query(
      `UPDATE newsletter_subscription SET confirmation_sent_at = now()
       WHERE id = $1 AND (confirmation_sent_at IS NULL OR confirmation_sent_at <= now() - make_interval(mins => $2)) RETURNING id`,
      [id, cooldownMinutes],
      tx,
    );
    return rows.length === 1;
  }

  async resubscribe(id: number, source: string, confirmToken: string, tx: Tx): Promise<void> {
    await this.query(
      `UPDATE newsletter_subscription
       SET status = 'pending', source = $2, confirm_token = $3, confirmed_at = NULL, unsubscribed_at = NULL, confirmation_sent_at = now()
       WHERE id = $1`,
      [id, source, confirmToken],
      tx,
    );
  }

  async statusByConfirmToken(token: string): Promise<SubscriptionRow['status'] | undefined> {
    return (await this.one<{ status: SubscriptionRow['status'] }>('SELECT status FROM newsletter_subscription WHERE confirm_token = $1', [token]))?.status;
  }

  /** Confirms a pending (or already confirmed) subscription; false when the link's address is neither. */
  async confirm(token: string): Promise<boolean> {
    const rows = await this.query(
      `UPDATE newsletter_subscription SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, now())
       WHERE confirm_token = $1 AND status IN ('pending', 'confirmed') RETURNING id`,
      [token],
    );
    return rows.length > 0;
  }

  async unsubscribe(token: string): Promise<boolean> {
    const rows = await this.query(
      `UPDATE newsletter_subscription SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now())
       WHERE unsubscribe_token = $1 RETURNING id`,
      [token],
    );
    return rows.length > 0;
  }
}
