import { Injectable } from '@nestjs/common';
import type { DayOff } from '@launchops/contracts';
import { PreparedRead } from '../../database/prepared-read.js';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';
import { ConsultantEntity } from './entities/consultant.entity.js';

/** The day's confirmed times (and times held for a payment under way) and its day off, if any: one row. */
export interface DayTakenRow {
  times: string[];
  day_off: string | null;
}

const DAY_TAKEN = new PreparedRead<DayTakenRow, [consultantId: number, date: string]>(
  `SELECT ARRAY(SELECT time FROM consultation_booking WHERE consultant_id = $1 AND date = $2 AND (status = 'confirmed' OR (status = 'pending' AND hold_until > now()))) AS times,
     (SELECT reason FROM advisor_day_off WHERE consultant_id = $1 AND day = $2) AS day_off`,
);

/** The consultants and their availability: who they are, the days they are off, the times a day has taken. */
@Injectable()
export class ConsultantsRepository extends SqlRepository {
  consultants(): Promise<ConsultantEntity[]> {
    return this.entities(ConsultantEntity).find({ order: { id: 'ASC' } });
  }

  async consultant(id: number, tx?: Tx): Promise<ConsultantEntity | undefined> {
    return (await this.entities(ConsultantEntity, tx).findOneBy({ id })) ?? undefined;
  }

  /** The day's taken times and day off, in one prepared statement (the page asks for it on every visit). */
  async dayTaken(consultantId: number, date: string): Promise<DayTakenRow> {
    const [row] = await this.read(DAY_TAKEN, [consultantId, date]);
    if (!row) throw new Error('The day query returned no row');
    return row;
  }

  /** Every day off from yesterday on, by consultant and day. */
  recentDaysOff(): Promise<Array<DayOff & { consultantId: number }>> {
    return this.query(
      `SELECT consultant_id AS "consultantId", to_char(day, 'YYYY-MM-DD') AS day, reason FROM advisor_day_off WHERE day >= current_date - 1 ORDER BY consultant_id, day`,
    );
  }

  async dayOff(consultantId: number, date: string, tx?: Tx): Promise<string | undefined> {
    return (await this.one<{ reason: string }>('SELECT reason FROM advisor_day_off WHERE consultant_id = $1 AND day = $2', [consultantId, date], tx))?.reason;
  }

  async upsertDayOff(consultantId: number, day: string, reason: string): Promise<void> {
    await this.query(
      'INSERT INTO advisor_day_off (consultant_id, day, reason) VALUES ($1, $2, $3) ON CONFLICT (consultant_id, day) DO UPDATE SET reason = EXCLUDED.reason',
      [consultantId, day, reason],
    );
  }

  async deleteDayOff(consultantId: number, day: string): Promise<void> {
    await this.query('DELETE FROM advisor_day_off WHERE consultant_id = $1 AND day = $2', [consultantId, day]);
  }
}
