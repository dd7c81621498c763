import { describe, expect, it } from 'vitest';
import { bigTableSeqScans } from './visitors-sql.js';

describe('the visitors bench names the big tables a step scanned sequentially', () => {
  it('counts the scans between two readings, on tables of at least 10,000 rows only', () => {
    const before = [
      { table: 'checklist_progress', seqScans: 2, indexScans: 10, rows: 5_000_000 },
      { table: 'chat_message', seqScans: 0, indexScans: 0, rows: 1_200_000 },
      { table: 'consultant', seqScans: 40, indexScans: 0, rows: 1 },
    ];
    const after = [
      { table: 'checklist_progress', seqScans: 2, indexScans: 9000, rows: 5_000_000 },
      { table: 'chat_message', seqScans: 3, indexScans: 0, rows: 1_200_000 },
      { table: 'consultant', seqScans: 90, indexScans: 0, rows: 1 },
      { table: 'affiliate_click', seqScans: 1, indexScans: 0, rows: 500_000 },
    ];
    expect(bigTableSeqScans(before, after)).toEqual([
      { table: 'affiliate_click', seqScans: 1, rows: 500_000 },
      { table: 'chat_message', seqScans: 3, rows: 1_200_000 },
    ]);
  });
});
