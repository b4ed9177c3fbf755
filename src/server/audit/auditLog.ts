import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { AuthContext } from '../auth/authContext';

/** `read`: reads of special-category data that must leave a trace (biometric templates, docs/api/devices.md) */
export type AuditAction = 'create' | 'update' | 'delete' | 'read';

/** JSON-safe copy (Dates as ISO text), so the stored changes read the same as the API's records. */
const plain = (v: unknown): unknown => (v === undefined ? null : JSON.parse(JSON.stringify(v)));

/** `{ field: { from, to } }` for the fields whose value changed (timestamps left out: they always change). */
export function diffChanges(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (field === 'createdAt' || field === 'updatedAt') continue;
    const from = plain(before[field]);
    const to = plain(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/**
 * Who changed what, written with the caller's transaction so the row exists exactly when the change does.
 * `changes`: the whole record for create and delete, `{ field: { from, to } }` for update.
 */
export async function writeAudit(
  tx: Db,
  auth: AuthContext,
  entry: { entity: string; entityId: string; action: AuditAction; changes: Record<string, unknown> },
): Promise<void> {
  await writeAudits(tx, auth, [entry]);
}

/** Many audit rows of one kind in one statement (a period sent to payroll: one row per novelty). */
export async function writeAudits(
  tx: Db,
  auth: AuthContext,
  entries: { entity: string; entityId: string; action: AuditAction; changes: Record<string, unknown> }[],
): Promise<void> {
  // 500 rows a statement: a period of thousands of novelties stays well under the parameter limit
  for (let i = 0; i < entries.length; i += 500) {
    await tx.insert(auditLog).values(entries.slice(i, i + 500).map((e) => ({
      companyId: auth.company.id, userId: auth.user.id, username: auth.apiKey ? `${auth.user.username} · API key ${auth.apiKey.name}` : auth.user.username,
      entity: e.entity, entityId: e.entityId, action: e.action, changes: plain(e.changes) as Record<string, unknown>,
    })));
  }
}
