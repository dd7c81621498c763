import type { ContentProduct } from '@launchops/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One product of the catalogue: its whole entry from products.yaml, as validated by the content's schema. */
@Entity({ name: 'product' })
export class ProductEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  /** Its place in products.yaml: every view lists products in this order. */
  @Column({ name: 'sort_order', type: 'integer' })
  order: number;

  @Column({ type: 'jsonb' })
  data: ContentProduct;
}
