import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type Availability, BOOKING_TIMES, type Consultant, type DayOff } from '@launchops/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { PreparedRead } from '../../database/prepared-read.js';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { CachedJson } from '../../common/cached-json.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { dayClosure, noticeClosure, openTimes } from './booking-rules.js';
import { toConsultant } from './consulting.mapper.js';
import { ConsultantEntity } from './entities/consultant.entity.js';

/** The day's confirmed times (and times held for a payment under way) and its day off, if any: one row. */
interface DayTakenRow {
  times: string[];
  day_off: string | null;
}
const DAY_TAKEN = new PreparedRead<DayTakenRow, [consultantId: number, date: string]>(
  `SELECT ARRAY(SELECT time FROM consultation_booking WHERE consultant_id = $1 AND date = $2 AND (status = 'confirmed' OR (status = 'pending' AND hold_until > now()))) AS times,
     (SELECT reason FROM advisor_day_off WHERE consultant_id = $1 AND day = $2) AS day_off`,
);

/** How long a day's bookings are trusted without a notice of change, at most. */
const DAY_KEPT_MS = 5_000;
/** Days held at once (one advisor books about two months ahead). */
const DAYS_KEPT = 512;

interface ConsultantContent {
  list: Consultant[];
  byId: Map<number, Consultant>;
  json: CachedJson;
}

@Injectable()
export class ConsultantsService {
  /** Consultants change only when content is seeded: held in memory. */
  private readonly content = new MemoryCache<ConsultantContent>(async () => {
    const rows = await this.dataSource.getRepository(ConsultantEntity).find({ order: { id: 'ASC' } });
    const list = rows.map(toConsultant);
    return { list, byId: new Map(list.map((c) => [c.id, c])), json: new CachedJson(list) };
  });

  /**
   * Every day off from yesterday on (a few rows a year), held in memory: the booking page reads them on every visit.
   * A change through any replica reaches every replica's copy (ContentChangesService; this one's at once).
   */
  private readonly days = new Map<string, { at: number; read: Promise<DayTakenRow> }>();
  private readonly offDays = new MemoryCache<ReadonlyArray<DayOff & { consultantId: number }>>(async () => {
    const rows = (await this.dataSource.query(
      `SELECT consultant_id AS "consultantId", to_char(day, 'YYYY-MM-DD') AS day, reason FROM advisor_day_off WHERE day >= current_date - 1 ORDER BY consultant_id, day`,
    )) as Array<DayOff & { consultantId: number }>;
    return rows;
  });

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ContentChangesService) private readonly changes: ContentChangesService,
  ) {
    // Dropped in every replica when its tables change.
    changes.watch(['consultant'], () => this.content.invalidate());
    changes.watch(['advisor_day_off'], () => this.offDays.invalidate());
    changes.watch(['consultation_booking', 'advisor_day_off'], () => this.days.clear());
  }

  async listJson(): Promise<CachedJson> {
    return (await this.content.get()).json;
  }

  async find(id: number): Promise<Consultant | undefined> {
    return (await this.content.get()).byId.get(id);
  }

  /** Every consultant by id; load it before a transaction (the cache reads outside it). */
  async byId(): Promise<ReadonlyMap<number, Consultant>> {
    return (await this.content.get()).byId;
  }

  async get(id: number): Promise<Consultant> {
    const consultant = await this.find(id);
    if (!consultant) throw new NotFoundException(`There is no consultant with id ${id}`);
    return consultant;
  }

  /**
   * The day's slots; taken, past, too-far-ahead slots, slots less than the notice away and days off are unavailable. One statement: the day's
   * confirmed times (the partial unique index on (consultant_id, date, time) WHERE confirmed answers it) and the
   * day off, if any (primary key).
   */
  async availability(consultantId: number, date: string, now = new Date()): Promise<Availability> {
    const consultant = await this.get(consultantId);
    const row = await this.dayTaken(consultantId, date);
    const dayOff = row.day_off ?? undefined;
    const open = openTimes(date, BOOKING_TIMES, consultant.timezone, now, dayOff, new Set(row.times));
    return {
      consultantId,
      date,
      timezone: consultant.timezone,
      slots: BOOKING_TIMES.map((time, i) => ({ time, available: open[i]! })),
      closed: dayClosure(date, dayOff) ?? noticeClosure(date, BOOKING_TIMES, consultant.timezone, now),
    };
  }

  /**
   * The day's confirmed times and day off, read once for everybody who asks about that day: dropped in this replica
   * as soon as it writes a booking or a day off (`bookingsChanged`), in the others by their tables' notice, and after
   * DAY_KEPT_MS whatever happens. A booking itself is always checked against the database (the slot's unique index).
   */
  private dayTaken(consultantId: number, date: string): Promise<DayTakenRow> {
    const key = `${consultantId}|${date}`;
    const now = Date.now();
    const known = this.days.get(key);
    if (known && now - known.at < DAY_KEPT_MS) return known.read;
    const read = DAY_TAKEN.rows(this.dataSource, [consultantId, date]).then(([row]) => {
      if (!row) throw new Error('The day query returned no row');
      return row;
    });
    this.days.delete(key);
    this.days.set(key, { at: now, read });
    read.catch(() => {
      if (this.days.get(key)?.read === read) this.days.delete(key);
    });
    if (this.days.size > DAYS_KEPT) this.days.delete(this.days.keys().next().value!);
    return read;
  }

  /** A booking was made, moved or cancelled, or a day off changed, here: every day is read afresh. */
  bookingsChanged(): void {
    this.days.clear();
  }

  /** Why the advisor is off on `date` (a holiday, leave), if they are. Through `manager` inside a transaction. */
  async dayOff(consultantId: number, date: string, manager: EntityManager = this.dataSource.manager): Promise<string | undefined> {
    const [row] = (await manager.query('SELECT reason FROM advisor_day_off WHERE consultant_id = $1 AND day = $2', [consultantId, date])) as Array<{
      reason: string;
    }>;
    return row?.reason;
  }

  /** The consultant's days off from `from` on, in order (read from memory: see `offDays`). */
  async daysOff(consultantId: number, from: string): Promise<DayOff[]> {
    await this.get(consultantId);
    return (await this.offDays.get()).filter((off) => off.consultantId === consultantId && off.day >= from).map(({ day, reason }) => ({ day, reason }));
  }

  /** Today's and later days off as the booking page asks for them (the same for everybody), with an ETag. */
  async daysOffJson(consultantId: number, from: string): Promise<CachedJson> {
    return new CachedJson(await this.daysOff(consultantId, from));
  }

  async setDayOff(consultantId: number, day: string, reason: string): Promise<DayOff[]> {
    await this.get(consultantId);
    await this.dataSource.query(
      'INSERT INTO advisor_day_off (consultant_id, day, reason) VALUES ($1, $2, $3) ON CONFLICT (consultant_id, day) DO UPDATE SET reason = EXCLUDED.reason',
      [consultantId, day, reason],
    );
    this.changes.changed('advisor_day_off');
    return this.daysOff(consultantId, day);
  }

  async removeDayOff(consultantId: number, day: string): Promise<void> {
    await this.get(consultantId);
    await this.dataSource.query('DELETE FROM advisor_day_off WHERE consultant_id = $1 AND day = $2', [consultantId, day]);
    this.changes.changed('advisor_day_off');
  }
}
