import type { CatalogueView, ContentProduct, ProductCard, ProductView, SoftwareDetail, SoftwareSummary } from '@launchops/contracts';
import type { ProductEntity } from './entities/product.entity.js';

/** A stored product: its whole entry from products.yaml, as the content's schema validated it. */
export function toContentProduct(entity: ProductEntity): ContentProduct {
  return entity.data;
}

/** A product on a list: everything but its review. */
export function toProductCard(product: ContentProduct): ProductCard {
  const { review: _review, ...card } = product;
  return card;
}

export function toCatalogueView(view: ProductView, products: readonly ContentProduct[]): CatalogueView {
  const count = (name: ProductView) => products.filter((p) => p.views.includes(name)).length;
  return {
    view,
    products: products.filter((p) => p.views.includes(view)).map(toProductCard),
    counts: { software: count('software'), tools: count('tools'), home: count('home') },
  };
}

/** The shape catalog builds before contracts 1.2.0 read (GET /api/software-recommendations). */
export function toSoftwareSummary(product: ContentProduct): SoftwareSummary {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    imageUrl: product.icon,
    // Not stored: we have no source for a rating. Older builds' schemas still require the fields.
    rating: 0,
    reviewCount: 0,
    link: product.link,
  };
}

/** Only for a product with a review (the software view). */
export function toSoftwareDetail(product: ContentProduct & { review: NonNullable<ContentProduct['review']> }): SoftwareDetail {
  return {
    ...toSoftwareSummary(product),
    longDescription: product.review.longDescription,
    pricing: product.pricing,
    pros: product.review.pros,
    cons: product.review.cons,
    bestFor: product.review.bestFor,
  };
}
