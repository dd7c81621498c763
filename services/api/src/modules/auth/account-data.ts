import { ONE_TIME_CODE_MAILS } from '../../common/mail/mail.service.js';

/** Whose rows: the account, its visitor id (every browser signed in to it carries that) and its address. */
export interface AccountKeys {
  id: number;
  email: string;
  visitorId: string;
}

/** One table's rows that belong to an account, as a condition on alias `t` (the keys are `k.v`, `k.a` and `k.e`). */
export interface AccountScope {
  table: string;
  /** Every row that is the account's or carries its address: what deleting the account deletes. */
  where: string;
  /**
   * What the export lists: rows made under the account (its visitor id or account id), and rows of other browsers
   * that carry the address only where the address confirmed them (a confirmed_at), never another browser's guess.
   */
  exportWhere: string;
  /** Rows found through a foreign key to another table's rows of the account (deleted with those by cascade). */
  through?: string;
}

/** A column that may tie a row to an account (visitor_id, account_id, email or recipient), or confirmed_at, from the schema. */
export interface ColumnRow {
  table_name: string;
  column_name: string;
}

export interface ForeignKeyRow {
  child: string;
  child_column: string;
  parent: string;
  parent_column: string;
}

export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const any = (conditions: string[]) => (conditions.length > 0 ? conditions.join(' OR ') : 'false');

/**
 * Which rows of which tables are an account's, from the schema's columns and foreign keys (so a new table is covered
 * the day it is made): a row is the account's when its visitor_id is the account's visitor id, its account_id the account's id,
 * its email or recipient the account's address, or when it points by foreign key at such a row (a reminder's
 * sent-log points at its subscription). The account row itself is included. A table whose rows a browser makes
 * (it has a visitor_id) exports a row found by the address alone only once the address confirmed it (see exportWhere).
 */
export function accountScopes(columns: readonly ColumnRow[], foreignKeys: readonly ForeignKeyRow[]): AccountScope[] {
  const tables = new Map<string, { owned: string[]; address: string[]; browsers: boolean; confirmed: boolean }>();
  for (const { table_name: table, column_name: column } of columns) {
    // The account row is matched by its id only: its own visitor_id and email are the keys.
    if (table === 'account') continue;
    const entry = tables.get(table) ?? { owned: [], address: [], browsers: false, confirmed: false };
    tables.set(table, entry);
    if (column === 'confirmed_at') entry.confirmed = true;
    else if (column === 'visitor_id') {
      entry.owned.push('t.visitor_id = k.v');
      entry.browsers = true;
    } else if (column === 'account_id') entry.owned.push('t.account_id = k.a');
    else entry.address.push(`lower(t.${quote(column)}) = k.e`);
  }
  const scopes: AccountScope[] = [{ table: 'account', where: 't.id = k.a', exportWhere: 't.id = k.a' }];
  for (const [table, { owned, address, browsers, confirmed }] of tables) {
    if (owned.length === 0 && address.length === 0) continue;
    const byAddress = !browsers ? address : confirmed && address.length > 0 ? [`((${address.join(' OR ')}) AND t.confirmed_at IS NOT NULL)`] : [];
    scopes.push({ table, where: any([...owned, ...address]), exportWhere: any([...owned, ...byAddress]) });
  }

  // Follow foreign keys from the account's rows until no new table turns up.
  for (let grew = true; grew;) {
    grew = false;
    for (const fk of foreignKeys) {
      const parent = scopes.find((s) => s.table === fk.parent);
      if (!parent || scopes.some((s) => s.table === fk.child)) continue;
      const via = (where: string) => `t.${quote(fk.child_column)} IN (SELECT t.${quote(fk.parent_column)} FROM ${quote(fk.parent)} t WHERE ${where})`;
      scopes.push({ table: fk.child, where: via(parent.where), exportWhere: via(parent.exportWhere), through: fk.parent });
      grew = true;
    }
  }
  return scopes.sort((a, b) => a.table.localeCompare(b.table));
}

/** An exported row without the id of a browser that is not the account's (sent as lo_visitor, it would open that browser's data). */
export function withoutOtherBrowsers(row: Record<string, unknown>, accountVisitorId: string): Record<string, unknown> {
  if (!('visitor_id' in row) || row.visitor_id === accountVisitorId) return row;
  const { visitor_id: _other, ...rest } = row;
  return rest;
}

/** Values kept as one-way hashes or used as secrets (links, challenges) are named, not shown, in an export. */
export const SECRET_COLUMN = /(_hash|token|challenge)$/;

const HIDDEN = '(secret, not exported)';
/** A link's random part: a long run of token characters after a slash, an equals sign or a hash. */
const LINK_TOKEN = /([/=#])[A-Za-z0-9_-]{16,}/g;
const LINK = /https?:\/\/[^\s<>"']+/g;

/**
 * One of the account's e-mails as the export shows it: what it said, without the secrets it carried (a sign-in
 * code, the tokens of manage, confirm and unsubscribe links, by value when the export knows them and by shape in
 * any link), so a copy of the export opens nothing. Calendar attachments are unfolded first, so a folded link is
 * found whole.
 */
export function redactMail(row: Record<string, unknown>, secrets: ReadonlySet<string>): Record<string, unknown> {
  const redact = (text: string): string => {
    let out = text;
    for (const secret of secrets) out = out.replaceAll(secret, HIDDEN);
    out = out.replace(LINK, (link) => link.replace(LINK_TOKEN, `$1${HIDDEN}`));
    return ONE_TIME_CODE_MAILS.has(String(row.kind)) ? out.replace(/\b\d{6}\b/g, HIDDEN) : out;
  };
  const attachments = Array.isArray(row.attachments)
    ? (row.attachments as Array<Record<string, unknown>>).map((a) =>
        typeof a.content === 'string' ? { ...a, content: redact(a.content.replace(/\r?\n[ \t]/g, '')) } : a,
      )
    : row.attachments;
  const headers =
    row.headers && typeof row.headers === 'object'
      ? Object.fromEntries(
          Object.entries(row.headers as Record<string, unknown>).map(([name, value]) => [name, typeof value === 'string' ? redact(value) : value]),
        )
      : row.headers;
  return {
    ...row,
    subject: typeof row.subject === 'string' ? redact(row.subject) : row.subject,
    body_text: typeof row.body_text === 'string' ? redact(row.body_text) : row.body_text,
    headers,
    attachments,
  };
}

/** Every secret value (SECRET_COLUMN) among the rows, for redactMail to look for in the mails' text. */
export function secretValues(tables: Record<string, Array<Record<string, unknown>>>): Set<string> {
  const found = new Set<string>();
  for (const rows of Object.values(tables)) {
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) if (SECRET_COLUMN.test(column) && typeof value === 'string' && value.length >= 16) found.add(value);
    }
  }
  return found;
}
