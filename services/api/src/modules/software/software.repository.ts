import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../database/sql-repository.js';
import { ProductEntity } from './entities/product.entity.js';

/** The catalogue's products (content, written by the seed). */
@Injectable()
export class SoftwareRepository extends SqlRepository {
  /** In products.yaml's order. */
  products(): Promise<ProductEntity[]> {
    return this.entities(ProductEntity).find({ order: { order: 'ASC', id: 'ASC' } });
  }
}
