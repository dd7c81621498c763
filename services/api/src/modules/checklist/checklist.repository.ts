import { Injectable } from '@nestjs/common';
import { PreparedRead } from '../../database/prepared-read.js';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';
import { ChecklistCategoryEntity } from './entities/checklist-category.entity.js';
import { ChecklistItemEntity } from './entities/checklist-item.entity.js';
import { ChecklistProgressEntity } from './entities/checklist-progress.entity.js';

/** One indexed query: the primary key starts with visitor_id. */
const COMPLETED_IDS = new PreparedRead<{ item_id: number }, [visitorId: string]>('SELECT item_id FROM checklist_progress WHERE visitor_id = $1 AND completed');

/** The checklist's content (categories, tasks) and each visitor's progress. */
@Injectable()
export class ChecklistRepository extends SqlRepository {
  categories(): Promise<ChecklistCategoryEntity[]> {
    return this.entities(ChecklistCategoryEntity).find({ order: { order: 'ASC', id: 'ASC' } });
  }

  items(): Promise<ChecklistItemEntity[]> {
    return this.entities(ChecklistItemEntity).find({ order: { order: 'ASC', id: 'ASC' } });
  }

  async completedItemIds(visitorId: string): Promise<number[]> {
    return (await this.read(COMPLETED_IDS, [visitorId])).map((row) => row.item_id);
  }

  /** Sets one task's state for a visitor; setting the same value twice is harmless. */
  async setProgress(visitorId: string, itemId: number, completed: boolean, tx: Tx): Promise<void> {
    await this.entities(ChecklistProgressEntity, tx)
      .createQueryBuilder()
      .insert()
      .into(ChecklistProgressEntity)
      .values({ visitorId, itemId, completed, updatedAt: () => 'now()' })
      .orUpdate(['completed', 'updated_at'], ['visitor_id', 'item_id'])
      .execute();
  }
}
