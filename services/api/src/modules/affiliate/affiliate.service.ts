import { Injectable } from '@nestjs/common';
import type { AffiliateClickInput, AffiliateClickRecorded } from '@launchops/contracts';
import { DataSource } from 'typeorm';
import { AffiliateClickEntity } from './entities/affiliate-click.entity.js';

@Injectable()
export class AffiliateService {
  constructor(private readonly dataSource: DataSource) {}

  async record(input: AffiliateClickInput, visitorId: string): Promise<AffiliateClickRecorded> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(AffiliateClickEntity)
      .values({ visitorId, toolId: input.toolId, source: input.source, createdAt: () => 'now()' })
      .execute();
    return { recorded: true };
  }
}
