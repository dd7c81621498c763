import type { SoftwareDetail, SoftwareSummary } from '@launchops/contracts';
import type { SoftwareEntity } from './entities/software.entity.js';

export function toSoftwareSummary(entity: SoftwareEntity): SoftwareSummary {
  return {
    id: entity.id,
    name: entity.name,
    description: entity.description,
    category: entity.category,
    imageUrl: entity.imageUrl,
    // numeric(2,1) arrives from pg as text.
    rating: Number(entity.rating),
    reviewCount: entity.reviewCount,
    link: entity.link,
  };
}

export function toSoftwareDetail(entity: SoftwareEntity): SoftwareDetail {
  return {
    ...toSoftwareSummary(entity),
    longDescription: entity.longDescription,
    pricing: entity.pricing,
    pros: entity.pros,
    cons: entity.cons,
    bestFor: entity.bestFor,
  };
}
