/** A table's scan counts (pg_stat_user_tables) at one moment. */
export interface TableScans {
  table: string;
  seqScans: number;
  indexScans: number;
  rows: number;
}

/**
 * SQL for visitor number `column`'s id, the same in every table: a browser's version-4 UUID, or for one visitor in
 * twenty (those with an account) a version-8 one, as account ids are (the account table checks it).
 */
export const visitorIdSql = (column: string) =>
  `overlay(overlay(md5('bench-visitor-' || ${column}) placing (CASE WHEN ${column} % 20 = 0 THEN '8' ELSE '4' END) from 13 for 1) placing '8' from 17 for 1)::uuid`;

/** The tables of at least `minRows` rows scanned sequentially between two readings, with how many times. */
export function bigTableSeqScans(
  before: readonly TableScans[],
  after: readonly TableScans[],
  minRows = 10_000,
): Array<{ table: string; seqScans: number; rows: number }> {
  return after
    .map((a) => ({ table: a.table, seqScans: a.seqScans - (before.find((b) => b.table === a.table)?.seqScans ?? 0), rows: a.rows }))
    .filter((t) => t.seqScans > 0 && t.rows >= minRows)
    .sort((x, y) => x.table.localeCompare(y.table));
}
