import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { PreparedRead } from '../../database/prepared-read.js';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';
import { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

const LIST_LIMIT = 100;

/** A row of the visitor's bookings (timestamps as the driver gives them). */
export interface VisitorBookingRow {
  id: number;
  consultant_id: number;
  first_name: string;
  last_name: string;
  email: string;
  date: string;
  time: string;
  starts_at: Date | string;
  topic: string;
  notes: string;
  status: 'confirmed' | 'cancelled';
  created_at: Date | string;
  paid_with: string;
}

/** This visitor's confirmed bookings, upcoming first (soonest first), then past ones (latest first). */
const VISITOR_BOOKINGS = new PreparedRead<VisitorBookingRow, [visitorId: string]>(
  `SELECT id, consultant_id, first_name, last_name, email, date::text AS date, time, starts_at, topic, notes, status, created_at, paid_with
     FROM consultation_booking
    WHERE visitor_id = $1 AND status = 'confirmed'
    ORDER BY starts_at < now(), CASE WHEN starts_at >= now() THEN starts_at END, starts_at DESC
    LIMIT ${LIST_LIMIT}`,
);

export interface Slot {
  consultantId: number;
  date: string;
  time: string;
}

/** A booking's time is taken by another (the slot's unique index refused it). */
export function isSlotTaken(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && (!driverError.constraint || driverError.constraint === 'uq_consultation_booking_slot');
}

/** consultation_booking: making, holding, confirming, moving and cancelling bookings. */
@Injectable()
export class BookingsRepository extends SqlRepository {
  /* ---------- reads ---------- */

  visitorBookings(visitorId: string): Promise<VisitorBookingRow[]> {
    return this.read(VISITOR_BOOKINGS, [visitorId]);
  }

  async byToken(token: string): Promise<ConsultationBookingEntity | undefined> {
    return (await this.entities(ConsultationBookingEntity).findOne({ where: { manageToken: token } })) ?? undefined;
  }

  async ownById(id: number, visitorId: string): Promise<ConsultationBookingEntity | undefined> {
    return (await this.entities(ConsultationBookingEntity).findOne({ where: { id, visitorId } })) ?? undefined;
  }

  async manageTokenOfOwn(id: number, visitorId: string): Promise<string | undefined> {
    return (await this.one<{ manage_token: string }>('SELECT manage_token FROM consultation_booking WHERE id = $1 AND visitor_id = $2', [id, visitorId]))
      ?.manage_token;
  }

  /** Whether the slot is confirmed or held unexpired by a booking (other than `exceptId`). */
  async slotTaken(slot: Slot, tx: Tx, exceptId?: number): Promise<boolean> {
    const rows = await this.query(
      `SELECT 1 FROM consultation_booking WHERE consultant_id = $1 AND date = $2 AND time = $3${exceptId === undefined ? '' : ' AND id <> $4'}
          AND (status = 'confirmed' OR (status = 'pending' AND hold_until > now()))`,
      exceptId === undefined ? [slot.consultantId, slot.date, slot.time] : [slot.consultantId, slot.date, slot.time, exceptId],
      tx,
    );
    return rows.length > 0;
  }

  /**
   * The visitor's own booking of the slot that still holds it (confirmed, or held unexpired): what a retry of the same
   * booking from the same browser is answered with.
   */
  async ownOfSlot(visitorId: string, slot: Slot, tx: Tx): Promise<ConsultationBookingEntity | undefined> {
    const booking = await this.entities(ConsultationBookingEntity, tx)
      .createQueryBuilder('b')
      .where('b.visitor_id = :visitorId AND b.consultant_id = :consultantId AND b.date = :date AND b.time = :time', { visitorId, ...slot })
      .andWhere(`(b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_until > now()))`)
      .getOne();
    return booking ?? undefined;
  }

  /** Unexpired holds open now by this browser, by this e-mail address (any case) and from this client address. */
  async openHolds(
    by: { visitorId: string; email: string; clientAddress: string | null },
    tx: Tx,
  ): Promise<{ visitor: number; email: number; address: number }> {
    const row = await this.one<{ visitor: number; email: number; address: number }>(
      `SELECT count(*) FILTER (WHERE visitor_id = $1)::int AS visitor,
              count(*) FILTER (WHERE lower(email) = lower($2))::int AS email,
              count(*) FILTER (WHERE client_address = $3)::int AS address
         FROM consultation_booking
        WHERE status = 'pending' AND hold_until > now() AND (visitor_id = $1 OR lower(email) = lower($2) OR client_address = $3)`,
      [by.visitorId, by.email, by.clientAddress],
      tx,
    );
    return row ?? { visitor: 0, email: 0, address: 0 };
  }

  /** Serializes the making of holds for the rest of the transaction, so two at once cannot both pass the cap. */
  async lockHolds(tx: Tx): Promise<void> {
    await this.query(`SELECT pg_advisory_xact_lock(hashtext('consultation_booking holds'))`, [], tx);
  }

  /** This visitor's unexpired holds, soonest session first. */
  ownOpenHolds(visitorId: string): Promise<ConsultationBookingEntity[]> {
    return this.entities(ConsultationBookingEntity)
      .createQueryBuilder('b')
      .where(`b.visitor_id = :visitorId AND b.status = 'pending' AND b.hold_until > now()`, { visitorId })
      .orderBy('b.starts_at', 'ASC')
      .limit(LIST_LIMIT)
      .getMany();
  }

  /** Keeps the hold's Checkout page unless one was kept meanwhile; the page kept is returned. */
  async keepCheckoutUrl(id: number, url: string): Promise<string> {
    const row = await this.one<{ checkout_url: string }>(
      `UPDATE consultation_booking SET checkout_url = COALESCE(checkout_url, $2) WHERE id = $1 RETURNING checkout_url`,
      [id, url],
    );
    return row?.checkout_url ?? url;
  }

  /* ---------- row locks (for the rest of the transaction) ---------- */

  async lockById(id: number, tx: Tx): Promise<ConsultationBookingEntity | undefined> {
    return (
      (await this.entities(ConsultationBookingEntity, tx).createQueryBuilder('b').setLock('pessimistic_write').where('b.id = :id', { id }).getOne()) ??
      undefined
    );
  }

  async lockByToken(token: string, tx: Tx): Promise<ConsultationBookingEntity | undefined> {
    const booking = await this.entities(ConsultationBookingEntity, tx)
      .createQueryBuilder('b')
      .setLock('pessimistic_write')
      .where('b.manage_token = :token', { token })
      .getOne();
    return booking ?? undefined;
  }

  lockUpcomingOf(visitorId: string, now: Date, tx: Tx): Promise<ConsultationBookingEntity[]> {
    return this.entities(ConsultationBookingEntity, tx)
      .createQueryBuilder('b')
      .setLock('pessimistic_write')
      .where(`b.visitor_id = :visitorId AND b.status = 'confirmed' AND b.starts_at > :now`, { visitorId, now })
      .getMany();
  }

  /* ---------- writes ---------- */

  /** Inserts unless the slot is taken (the partial unique index decides; a concurrent insert is waited for). */
  insertBooking(booking: ConsultationBookingEntity, tx: Tx): Promise<{ id: number; created_at: Date; updated_at: Date } | undefined> {
    return this.one(
      `INSERT INTO consultation_booking
         (visitor_id, consultant_id, first_name, last_name, email, date, time, starts_at, topic, notes, status, manage_token,
          meeting_url, price_cents, visitor_timezone, paid_with, hold_until, client_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       ON CONFLICT (consultant_id, date, time) WHERE status IN ('confirmed', 'pending') DO NOTHING
       RETURNING id, created_at, updated_at`,
      [
        booking.visitorId,
        booking.consultantId,
        booking.firstName,
        booking.lastName,
        booking.email,
        booking.date,
        booking.time,
        booking.startsAt,
        booking.topic,
        booking.notes,
        booking.status,
        booking.manageToken,
        booking.meetingUrl,
        booking.priceCents,
        booking.visitorTimeZone,
        booking.paidWith,
        booking.holdUntil,
        booking.clientAddress,
      ],
      tx,
    );
  }

  /** Holds whose time ran out unpaid become 'expired' (their slot is free again): those of one slot, or all. */
  async releaseExpiredHolds(tx: Tx, slot?: Slot): Promise<number> {
    const rows = await this.query(
      `UPDATE consultation_booking SET status = 'expired', updated_at = now()
        WHERE status = 'pending' AND hold_until <= now()${slot ? ' AND consultant_id = $1 AND date = $2 AND time = $3' : ''} RETURNING id`,
      slot ? [slot.consultantId, slot.date, slot.time] : [],
      tx,
    );
    return rows.length;
  }

  /** A pending hold becomes 'expired' (of this visitor only, when given); true when there was one. */
  async expireHold(id: number, tx?: Tx, visitorId?: string): Promise<boolean> {
    const rows = await this.query(
      `UPDATE consultation_booking SET status = 'expired', updated_at = now() WHERE id = $1${visitorId ? ' AND visitor_id = $2' : ''} AND status = 'pending' RETURNING id`,
      visitorId ? [id, visitorId] : [id],
      tx,
    );
    return rows.length > 0;
  }

  async confirmPaid(id: number, paidWith: string, tx: Tx): Promise<Date> {
    const row = await this.one<{ updated_at: Date }>(
      `UPDATE consultation_booking SET status = 'confirmed', paid_with = $2, hold_until = NULL, updated_at = now() WHERE id = $1 RETURNING updated_at`,
      [id, paidWith],
      tx,
    );
    return row!.updated_at;
  }

  async setVisitorTimeZone(id: number, timeZone: string, tx: Tx): Promise<void> {
    await this.query('UPDATE consultation_booking SET visitor_timezone = $2 WHERE id = $1', [id, timeZone], tx);
  }

  async move(id: number, slot: { date: string; time: string; startsAt: Date }, tx: Tx): Promise<Date> {
    const row = await this.one<{ updated_at: Date }>(
      `UPDATE consultation_booking SET date = $2, time = $3, starts_at = $4, updated_at = now() WHERE id = $1 RETURNING updated_at`,
      [id, slot.date, slot.time, slot.startsAt],
      tx,
    );
    return row!.updated_at;
  }

  async cancel(id: number, at: Date, tx: Tx): Promise<Date> {
    const row = await this.one<{ updated_at: Date }>(
      `UPDATE consultation_booking SET status = 'cancelled', cancelled_at = $2, updated_at = now() WHERE id = $1 RETURNING updated_at`,
      [id, at],
      tx,
    );
    return row!.updated_at;
  }

  /** Cancels without the caller needing the row back (account deletion; a paid hold whose time went meanwhile). */
  async cancelQuietly(id: number, at: Date | 'now', tx: Tx): Promise<void> {
    await this.query(
      `UPDATE consultation_booking SET status = 'cancelled', cancelled_at = ${at === 'now' ? 'now()' : '$2'}, updated_at = now() WHERE id = $1`,
      at === 'now' ? [id] : [id, at],
      tx,
    );
  }

  async saveQuestionnaire(id: number, answers: object, tx: Tx): Promise<Date> {
    const row = await this.one<{ questionnaire_updated_at: Date }>(
      `UPDATE consultation_booking SET questionnaire = $2, questionnaire_updated_at = now() WHERE id = $1 RETURNING questionnaire_updated_at`,
      [id, JSON.stringify(answers)],
      tx,
    );
    return row!.questionnaire_updated_at;
  }

  async eraseQuestionnaires(visitorId: string, tx: Tx): Promise<void> {
    await this.query('UPDATE consultation_booking SET questionnaire = NULL WHERE visitor_id = $1 AND questionnaire IS NOT NULL', [visitorId], tx);
  }
}
