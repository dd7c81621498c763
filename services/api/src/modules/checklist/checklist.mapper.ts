import type { ChecklistCategoryContent, ChecklistTask } from '@launchops/contracts';
import type { ChecklistCategoryEntity } from './entities/checklist-category.entity.js';
import type { ChecklistItemEntity } from './entities/checklist-item.entity.js';
import type { RegistryBuildRow } from './legacy-routes.repository.js';

export type ItemContent = ChecklistTask;
export type CategoryContent = ChecklistCategoryContent;

export function toItemContent(entity: ChecklistItemEntity): ItemContent {
  return {
    id: entity.id,
    slug: entity.slug,
    categoryId: entity.categoryId,
    title: entity.title,
    order: entity.order,
    difficulty: entity.difficulty,
    estimatedTime: entity.estimatedTime,
    description: entity.description,
    resources: entity.resources,
    recommendedTools: entity.recommendedTools,
    source: entity.source,
    lastVerified: entity.lastVerified,
  };
}

export function toCategoryContent(entity: ChecklistCategoryEntity, totalItems: number): CategoryContent {
  return {
    id: entity.id,
    slug: entity.slug,
    name: entity.name,
    description: entity.description,
    icon: entity.icon,
    order: entity.order,
    totalItems,
  };
}

/** A live or canary build as the registry records it. */
export interface RegistryBuild {
  remote: string;
  version: string;
  contractsVersion: string;
  role: 'live' | 'canary';
}

export function toRegistryBuild(row: RegistryBuildRow): RegistryBuild {
  return { remote: row.remote, role: row.role, version: row.version, contractsVersion: row.contracts_version };
}
