import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type Availability, BOOKING_TIMES, type Consultant } from '@launchops/contracts';
import { DataSource } from 'typeorm';
import { CachedJson } from '../../common/cached-json.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { slotRefusal } from './booking-rules.js';
import { toConsultant } from './consulting.mapper.js';
import { ConsultantEntity } from './entities/consultant.entity.js';

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

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

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

  /** The day's slots; taken, past and too-far-ahead slots are unavailable. One indexed query. */
  async availability(consultantId: number, date: string, now = new Date()): Promise<Availability> {
    const consultant = await this.get(consultantId);
    // The partial unique index on (consultant_id, date, time) WHERE confirmed answers this.
    const rows: Array<{ time: string }> = await this.dataSource.query(
      `SELECT time FROM consultation_booking WHERE consultant_id = $1 AND date = $2 AND status = 'confirmed'`,
      [consultantId, date],
    );
    const taken = new Set(rows.map((row) => row.time));
    return {
      consultantId,
      date,
      timezone: consultant.timezone,
      slots: BOOKING_TIMES.map((time) => ({
        time,
        available: !taken.has(time) && slotRefusal(date, time, consultant.timezone, now) === null,
      })),
    };
  }
}
