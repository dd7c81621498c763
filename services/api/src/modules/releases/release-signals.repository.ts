import { Injectable } from '@nestjs/common';
import type { ReleaseSignalSum } from '@launchops/contracts';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

/** A version's sums since a time: counts, and each minute's load-time histogram as comma-separated text. */
export interface SignalTotalsRow {
  version: string;
  loads: number;
  load_errors: number;
  render_errors: number;
  histograms: string[];
}

export interface SignalMinuteRow {
  minute: Date;
  version: string;
  loads: number;
  failures: number | string;
}

/** release_signal: the browsers' reports per remote, version and minute. */
@Injectable()
export class ReleaseSignalsRepository extends SqlRepository {
  /** Adds one sum to its minute's row: additive, so several site servers and API replicas add up rather than overwrite. */
  async addSum(s: ReleaseSignalSum, tx: Tx): Promise<void> {
    await this.query(
      `INSERT INTO release_signal (remote, version, minute, loads, load_errors, render_errors, load_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7::integer[])
       ON CONFLICT (remote, version, minute) DO UPDATE SET
         loads = release_signal.loads + excluded.loads,
         load_errors = release_signal.load_errors + excluded.load_errors,
         render_errors = release_signal.render_errors + excluded.render_errors,
         load_ms = (SELECT array_agg(coalesce(a, 0) + coalesce(b, 0) ORDER BY i)
                      FROM unnest(release_signal.load_ms, excluded.load_ms) WITH ORDINALITY AS t(a, b, i))`,
      [s.remote, s.version, s.minute, s.loads, s.loadErrors, s.renderErrors, s.loadMs],
      tx,
    );
  }

  totals(remote: string, since: Date): Promise<SignalTotalsRow[]> {
    return this.query<SignalTotalsRow>(
      `SELECT version, sum(loads)::int AS loads, sum(load_errors)::int AS load_errors, sum(render_errors)::int AS render_errors,
              array_agg(load_ms) AS histograms
         FROM (SELECT version, loads, load_errors, render_errors, array_to_string(load_ms, ',') AS load_ms FROM release_signal WHERE remote = $1 AND minute >= $2) s
        GROUP BY version`,
      [remote, since.toISOString()],
    );
  }

  minutes(remote: string, since: Date): Promise<SignalMinuteRow[]> {
    return this.query<SignalMinuteRow>(
      `SELECT minute, version, loads, load_errors + render_errors AS failures FROM release_signal WHERE remote = $1 AND minute >= $2 ORDER BY minute, version`,
      [remote, since.toISOString()],
    );
  }
}
