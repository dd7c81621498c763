import type { Roadmap, RoadmapFounder } from '@launchops/contracts';
import type { FounderRow, NoteRow } from './roadmap.repository.js';

export function toRoadmap(rows: NoteRow[]): Roadmap {
  const updatedAt = rows.reduce<Date | null>((latest, row) => (!latest || row.updated_at > latest ? row.updated_at : latest), null);
  return { notes: rows.map((r) => ({ taskSlug: r.task_slug, note: r.note, position: r.position })), updatedAt: updatedAt ? updatedAt.toISOString() : null };
}

export function toRoadmapFounder(row: FounderRow): RoadmapFounder {
  return { accountId: row.id, email: row.email, noteCount: row.notes, updatedAt: row.updated_at ? row.updated_at.toISOString() : null };
}
