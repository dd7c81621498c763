import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type Availability, BOOKING_TIMES, type Consultant, type DayOff } from '@launchops/contracts';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { CachedJson } from '../../common/cached-json.js';
import { MemoryCache } from '../../common/memory-cache.js';
import type { Tx } from '../../database/sql-repository.js';
import { dayClosure, noticeClosure, openTimes } from './booking-rules.js';
import { toConsultant } from './consulting.mapper.js';
import { ConsultantsRepository, type DayTakenRow } from './consultants.repository.js';

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
    const rows = await this.repository.consultants();
    const list = rows.map(toConsultant);
    return { list, byId: new Map(list.map((c) => [c.id, c])), json: new CachedJson(list) };
  });

  /**
   * Every day off from yesterday on (a few rows a year), held in memory: the booking page reads them on every visit.
   * A change through any replica reaches every replica's copy (ContentChangesService; this one's at once).
   */
  private readonly days = new Map<string, { at: number; read: Promise<DayTakenRow> }>();
  private readonly offDays = new MemoryCache<ReadonlyArray<DayOff & { consultantId: number }>>(() => this.repository.recentDaysOff());

  constructor(
    @Inject(ConsultantsRepository) private readonly repository: ConsultantsRepository,
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
    const read = this.repository.dayTaken(consultantId, date);
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

  /** Why the advisor is off on `date` (a holiday, leave), if they are. Through `tx` inside a transaction. */
  dayOff(consultantId: number, date: string, tx?: Tx): Promise<string | undefined> {
    return this.repository.dayOff(consultantId, date, tx);
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
    await this.repository.upsertDayOff(consultantId, day, reason);
    this.changes.changed('advisor_day_off');
    return this.daysOff(consultantId, day);
  }

  async removeDayOff(consultantId: number, day: string): Promise<void> {
    await this.get(consultantId);
    await this.repository.deleteDayOff(consultantId, day);
    this.changes.changed('advisor_day_off');
  }
}
