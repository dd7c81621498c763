import type { Account, AccountSessionList, PasskeyList } from '@launchops/contracts';

const iso = (value: Date | string) => new Date(value).toISOString();

export const accountOut = (row: { id: number; email: string; created_at: Date | string }): Account => ({
  id: row.id,
  email: row.email,
  createdAt: iso(row.created_at),
});

export const sessionOut = (row: { id: number; created_at: Date; last_seen_at: Date }, currentId: number): AccountSessionList[number] => ({
  id: row.id,
  createdAt: iso(row.created_at),
  lastSeenAt: iso(row.last_seen_at),
  current: row.id === currentId,
});

export const passkeyOut = (row: { id: number; name: string; created_at: Date; last_used_at: Date | null }): PasskeyList[number] => ({
  id: row.id,
  name: row.name,
  createdAt: iso(row.created_at),
  lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
});
