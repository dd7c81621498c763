import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { CachedJson } from '../../common/cached-json.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { SoftwareEntity } from './entities/software.entity.js';
import { toSoftwareDetail, toSoftwareSummary } from './software.mapper.js';

interface SoftwareContent {
  list: CachedJson;
  byId: Map<string, CachedJson>;
}

@Injectable()
export class SoftwareService {
  /** Recommendations change only when content is seeded: serialized once and held in memory. */
  private readonly content = new MemoryCache<SoftwareContent>(async () => {
    const rows = await this.dataSource.getRepository(SoftwareEntity).find({ order: { order: 'ASC', id: 'ASC' } });
    return {
      list: new CachedJson(rows.map(toSoftwareSummary)),
      byId: new Map(rows.map((row) => [row.id, new CachedJson(toSoftwareDetail(row))])),
    };
  });

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ContentChangesService) changes: ContentChangesService,
  ) {
    // Dropped in every replica when its tables change.
    changes.watch(['software'], () => this.content.invalidate());
  }

  invalidate(): void {
    this.content.invalidate();
  }

  async list(): Promise<CachedJson> {
    return (await this.content.get()).list;
  }

  async detail(id: string): Promise<CachedJson> {
    const found = (await this.content.get()).byId.get(id);
    if (!found) throw new NotFoundException('We could not find that software');
    return found;
  }
}
