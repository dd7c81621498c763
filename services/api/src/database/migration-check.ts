import type { DataSource } from 'typeorm';

/** The migrations this code knows that the database has not run (all of them on an empty database). */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const known = dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
  const table = await dataSource.query<Array<{ present: boolean }>>("SELECT to_regclass('migrations') IS NOT NULL AS present");
  if (!table[0]?.present) return known;
  const applied = new Set((await dataSource.query<Array<{ name: string }>>('SELECT name FROM migrations')).map((row) => row.name));
  return known.filter((name) => !applied.has(name));
}

/** MIGRATIONS=skip: a replica never migrates, and does not start on a schema older than its code. */
export async function requireMigrated(dataSource: DataSource): Promise<void> {
  const pending = await pendingMigrations(dataSource);
  if (pending.length > 0) {
    throw new Error(
      `${pending.length} migration(s) not run yet (${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', ...' : ''}) and MIGRATIONS=skip: run the migrations first (node dist/migrate.js, the migrations Job)`,
    );
  }
}
