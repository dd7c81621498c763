import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * A read that a page makes on every visit (the visitor's progress, bookings, messages; a day's slots), sent as a
 * named prepared statement straight to the pool that TypeORM holds: PostgreSQL parses and plans it once per
 * connection, and the request skips TypeORM's query runner (acquire, log, release), which cost more than the
 * query itself. Rows come back as `DataSource.query` gives them. Errors are the driver's own (the exception
 * filter reads their codes: a database that is away is a 503).
 *
 * Not for writes: those go through TypeORM's transactions.
 */
export class PreparedRead<Row, Params extends readonly unknown[]> {
  /** Derived from the text, so that two statements never share a name on a connection. */
  readonly name: string;

  constructor(readonly text: string) {
    this.name = `lo_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  }

  async rows(dataSource: DataSource, values: Params): Promise<Row[]> {
    const pool = (dataSource.driver as { master?: Pool }).master;
    if (!pool || typeof pool.query !== 'function') return dataSource.query<Row[]>(this.text, [...values]);
    const result = await pool.query({ name: this.name, text: this.text, values: [...values] });
    return result.rows as Row[];
  }
}
