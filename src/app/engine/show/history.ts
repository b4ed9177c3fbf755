/** One row of GET /audit (conventions): `changes` is `{ field: { from, to } }` for updates, the record otherwise. */
export interface AuditEntry {
  at: string;
  username?: string | null;
  action: string;
  changes?: Record<string, unknown> | null;
}

export interface FieldChange {
  field: string;
  from?: unknown;
  to?: unknown;
}

const BOOKKEEPING = new Set(['id', 'companyId', 'createdAt', 'updatedAt', 'extra']);

const isFromTo = (v: unknown): v is { from?: unknown; to?: unknown } =>
  !!v && typeof v === 'object' && !Array.isArray(v) && ('from' in v || 'to' in v);

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * What an audit entry changed, field by field: an update gives from → to; a creation lists the values set (`to`),
 * a deletion the values removed (`from`), both without the blank ones.
 */
export function fieldChanges(entry: AuditEntry): FieldChange[] {
  const changes = entry.changes && typeof entry.changes === 'object' ? entry.changes : {};
  const removal = /delete|remove/i.test(entry.action);
  const rows: FieldChange[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (BOOKKEEPING.has(field)) continue;
    if (isFromTo(value)) rows.push({ field, from: value.from, to: value.to });
    else if (!isBlank(value)) rows.push(removal ? { field, from: value } : { field, to: value });
  }
  return rows;
}
