import { Injectable } from '@nestjs/common';
import type { AffiliateClickInput } from '@launchops/contracts';
import { SqlRepository } from '../../database/sql-repository.js';

@Injectable()
export class AffiliateRepository extends SqlRepository {
  /** Records a click on a product of the catalogue; false (nothing written) when no product has that id. */
  async insertClick(input: AffiliateClickInput, visitorId: string): Promise<boolean> {
    // One statement: the check and the write cannot be split by a content seed in between.
    const rows = await this.query<{ id: number }>(
      `INSERT INTO affiliate_click (visitor_id, tool_id, source, created_at)
       SELECT $1, p.id, $3, now() FROM product p WHERE p.id = $2
       RETURNING id`,
      [visitorId, input.toolId, input.source],
    );
    return rows.length > 0;
  }
}
