import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';
import type { PreparedRead } from './prepared-read.js';

/**
 * The API's one way to reach the database: each module's `*.repository.ts` extends `SqlRepository` and holds all of
 * the module's SQL (TypeORM calls, prepared reads, raw statements); services orchestrate and never see TypeORM; a
 * `*.mapper.ts` turns rows into contract types. ESLint keeps `typeorm` and `pg` out of every other module file.
 */

declare const txBrand: unique symbol;

/** A transaction in progress: services pass it between repositories, only repositories can run SQL on it. */
export interface Tx {
  readonly [txBrand]: true;
}

const managerOf = (tx: Tx): EntityManager => tx as unknown as EntityManager;

/** Runs work in one transaction; every repository call given its `tx` takes part in it. */
@Injectable()
export class Transactions {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>, isolation?: IsolationLevel): Promise<T> {
    const inTx = (manager: EntityManager) => work(manager as unknown as Tx);
    return isolation ? this.dataSource.transaction(isolation, inTx) : this.dataSource.transaction(inTx);
  }
}

export abstract class SqlRepository {
  constructor(@Inject(DataSource) protected readonly dataSource: DataSource) {}

  /** The connection a statement runs on: the transaction's when one is given, else the pool. */
  protected db(tx?: Tx): DataSource | EntityManager {
    return tx ? managerOf(tx) : this.dataSource;
  }

  /** TypeORM's repository of an entity, inside `tx` when given. */
  protected entities<E extends ObjectLiteral>(target: EntityTarget<E>, tx?: Tx): Repository<E> {
    return this.db(tx).getRepository(target);
  }

  /** A raw statement's rows (an UPDATE ... RETURNING gives its rows too, not TypeORM's [rows, count] pair). */
  protected async query<Row>(sql: string, params: readonly unknown[] = [], tx?: Tx): Promise<Row[]> {
    const result = await this.db(tx).query<[Row[], number] | Row[]>(sql, [...params]);
    return (Array.isArray(result[0]) ? result[0] : result) as Row[];
  }

  /** An UPDATE or DELETE without RETURNING: how many rows it touched (TypeORM's postgres driver answers [rows, count]). */
  protected async execute(sql: string, params: readonly unknown[] = [], tx?: Tx): Promise<number> {
    const result: unknown = await this.db(tx).query(sql, [...params]);
    return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
  }

  /** The first row of a statement, or undefined. */
  protected async one<Row>(sql: string, params: readonly unknown[] = [], tx?: Tx): Promise<Row | undefined> {
    return (await this.query<Row>(sql, params, tx))[0];
  }

  /** A hot read as a named prepared statement on the pool; inside a transaction it runs on the transaction's connection. */
  protected read<Row, Params extends readonly unknown[]>(statement: PreparedRead<Row, Params>, params: Params, tx?: Tx): Promise<Row[]> {
    return tx ? this.query<Row>(statement.text, params, tx) : statement.rows(this.dataSource, params);
  }
}
