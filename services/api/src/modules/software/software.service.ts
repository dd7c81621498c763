import { type ContentProduct, PRODUCT_VIEWS, type ProductView } from '@launchops/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { CachedJson } from '../../common/cached-json.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { toCatalogueView, toContentProduct, toSoftwareDetail, toSoftwareSummary } from './software.mapper.js';
import { SoftwareRepository } from './software.repository.js';

interface CatalogueContent {
  views: Map<ProductView, CachedJson>;
  products: Map<string, CachedJson>;
  /** The software view in the shape of contracts before 1.2.0. */
  softwareList: CachedJson;
  softwareById: Map<string, CachedJson>;
}

const hasReview = (p: ContentProduct): p is ContentProduct & { review: NonNullable<ContentProduct['review']> } =>
  p.views.includes('software') && p.review !== undefined;

/** The one catalogue of products and its views (/software, /tools, the home page's picks). */
@Injectable()
export class SoftwareService {
  /** The catalogue changes only when content is seeded: serialized once and held in memory. */
  private readonly content = new MemoryCache<CatalogueContent>(async () => {
    const products = (await this.catalogue.products()).map(toContentProduct);
    const software = products.filter(hasReview);
    return {
      views: new Map(PRODUCT_VIEWS.map((view) => [view, new CachedJson(toCatalogueView(view, products))])),
      products: new Map(products.map((p) => [p.id, new CachedJson(p)])),
      softwareList: new CachedJson(software.map(toSoftwareSummary)),
      softwareById: new Map(software.map((p) => [p.id, new CachedJson(toSoftwareDetail(p))])),
    };
  });

  constructor(
    @Inject(SoftwareRepository) private readonly catalogue: SoftwareRepository,
    @Inject(ContentChangesService) changes: ContentChangesService,
  ) {
    // Dropped in every replica when its table changes.
    changes.watch(['product'], () => this.content.invalidate());
  }

  invalidate(): void {
    this.content.invalidate();
  }

  async view(view: ProductView): Promise<CachedJson> {
    return (await this.content.get()).views.get(view)!;
  }

  async product(id: string): Promise<CachedJson> {
    const found = (await this.content.get()).products.get(id);
    if (!found) throw new NotFoundException('We could not find that product');
    return found;
  }

  async list(): Promise<CachedJson> {
    return (await this.content.get()).softwareList;
  }

  async detail(id: string): Promise<CachedJson> {
    const found = (await this.content.get()).softwareById.get(id);
    if (!found) throw new NotFoundException('We could not find that software');
    return found;
  }
}
