import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type ChecklistCategory, type ChecklistItem, type ChecklistProgress, withProgress } from '@launchops/contracts';
import { CachedJson } from '../../common/cached-json.js';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { type CategoryContent, type ItemContent, toCategoryContent, toItemContent } from './checklist.mapper.js';
import { Transactions } from '../../database/sql-repository.js';
import { ChecklistRepository } from './checklist.repository.js';

interface ChecklistContent {
  categories: CategoryContent[];
  items: ItemContent[];
  itemsById: Map<number, ItemContent>;
  /** Each task's JSON, serialised once, in both states: a list response only splices these. */
  itemJson: Map<number, ItemJson>;
  /** GET /api/checklist: categories and tasks, the same for everybody. */
  json: CachedJson;
}

interface ItemJson {
  todo: Buffer;
  done: Buffer;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** The task as `JSON.stringify` writes it in a response (`completed` last, as in `{ ...item, completed }`). */
function toItemJson(item: ItemContent): ItemJson {
  return {
    todo: Buffer.from(JSON.stringify({ ...item, completed: false })),
    done: Buffer.from(JSON.stringify({ ...item, completed: true })),
  };
}

@Injectable()
export class ChecklistService {
  /** Task texts change only when content is seeded: held in memory. */
  private readonly content = new MemoryCache<ChecklistContent>(async () => {
    const [categoryRows, itemRows] = await Promise.all([this.checklist.categories(), this.checklist.items()]);
    const items = itemRows.map(toItemContent);
    const counts = new Map<number, number>();
    for (const item of items) counts.set(item.categoryId, (counts.get(item.categoryId) ?? 0) + 1);
    const categories = categoryRows.map((c) => toCategoryContent(c, counts.get(c.id) ?? 0));
    return {
      categories,
      items,
      json: new CachedJson({ categories, tasks: items }),
      itemsById: new Map(items.map((item) => [item.id, item])),
      itemJson: new Map(items.map((item) => [item.id, toItemJson(item)])),
    };
  });

  constructor(
    @Inject(ChecklistRepository) private readonly checklist: ChecklistRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(ContentChangesService) changes: ContentChangesService,
  ) {
    // Dropped in every replica when its tables change.
    changes.watch(['checklist_category', 'checklist_item'], () => this.content.invalidate());
  }

  invalidate(): void {
    this.content.invalidate();
  }

  /** The checklist's categories and tasks (GET /api/checklist): content, sent with an ETag. */
  async contentJson(): Promise<CachedJson> {
    return (await this.content.get()).json;
  }

  /** The ids of the tasks this visitor has completed: one indexed query, a few bytes. */
  async progress(visitorId: string): Promise<ChecklistProgress> {
    return { completedItemIds: [...(await this.completedIds(visitorId))] };
  }

  async listCategories(visitorId: string): Promise<ChecklistCategory[]> {
    const [{ categories, items }, done] = await Promise.all([this.content.get(), this.completedIds(visitorId)]);
    // The count the checklist remote makes from the two reads, made here for builds that ask for it whole.
    return withProgress({ categories, tasks: items }, { completedItemIds: [...done] }).categories;
  }

  /**
   * The tasks (all, or one category's) with this visitor's flags, as the JSON body of the response:
   * the bytes `JSON.stringify` gives for `{ ...item, completed }` of each task in order, spliced from the tasks' JSON held in
   * memory, so that a request costs one indexed query and a copy instead of serialising ~130 kB.
   */
  async listItemsJson(visitorId: string, categoryId?: number): Promise<Buffer> {
    const [{ items, categories, itemJson }, done] = await Promise.all([this.content.get(), this.completedIds(visitorId)]);
    if (categoryId !== undefined && !categories.some((c) => c.id === categoryId)) {
      throw new NotFoundException(`There is no checklist category with id ${categoryId}`);
    }
    const parts: Buffer[] = [OPEN];
    let length = OPEN.length + CLOSE.length;
    for (const item of items) {
      if (categoryId !== undefined && item.categoryId !== categoryId) continue;
      if (parts.length > 1) {
        parts.push(COMMA);
        length += COMMA.length;
      }
      const json = itemJson.get(item.id)!;
      const part = done.has(item.id) ? json.done : json.todo;
      parts.push(part);
      length += part.length;
    }
    parts.push(CLOSE);
    return Buffer.concat(parts, length);
  }

  /** Sets this visitor's state for one task; setting the same value twice is harmless. */
  async setCompleted(visitorId: string, itemId: number, completed: boolean): Promise<ChecklistItem> {
    const { itemsById } = await this.content.get();
    const item = itemsById.get(itemId);
    if (!item) throw new NotFoundException(`There is no checklist task with id ${itemId}`);
    await this.transactions.run((tx) => this.checklist.setProgress(visitorId, itemId, completed, tx));
    return { ...item, completed };
  }

  /** One indexed query: the primary key starts with visitor_id. */
  private async completedIds(visitorId: string): Promise<Set<number>> {
    return new Set(await this.checklist.completedItemIds(visitorId));
  }
}
