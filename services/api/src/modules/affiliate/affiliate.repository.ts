import { Injectable } from '@nestjs/common';
import type { AffiliateClickInput } from '@launchops/contracts';
import { SqlRepository } from '../../database/sql-repository.js';
import { AffiliateClickEntity } from './entities/affiliate-click.entity.js';

@Injectable()
export class AffiliateRepository extends SqlRepository {
  async insertClick(input: AffiliateClickInput, visitorId: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(AffiliateClickEntity)
      .values({ visitorId, toolId: input.toolId, source: input.source, createdAt: () => 'now()' })
      .execute();
  }
}
