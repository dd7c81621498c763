import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs an `UPDATE ... RETURNING` and gives its rows. TypeORM's postgres driver answers an UPDATE with
 * `[rows, affected count]` (a SELECT or INSERT with the rows alone); every caller reads the rows through here.
 */
export async function updateReturning<T>(runner: DataSource | EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const result = (await runner.query(sql, params)) as [T[], number] | T[];
  return (Array.isArray(result[0]) ? result[0] : result) as T[];
}
