import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../dashboard/dashboardContext';

/**
 * Handbooks: billboard resources marked `handbook` (and maybe `required`). A collaborator's read confirmation is an
 * audit-log row (entity `handbookReads`, entity id the handbook, `changes.userId` the reader): append-only, dated,
 * with who recorded it, indexed by (company, entity, entity id), and needing no table of its own.
 */
export const READ_ENTITY = 'handbookReads';

export interface Handbook {
  id: string;
  title: string;
  description: string | null;
  kind: string;
  url: string | null;
  file: string | null;
  required: boolean;
  updatedAt: string;
}

interface HandbookRow { id: string; title: string; description: string | null; kind: string; url: string | null; file: string | null; required: boolean | null; updated_at: Date | string }

const toHandbook = (r: HandbookRow): Handbook => ({
  id: r.id, title: r.title, description: r.description, kind: r.kind, url: r.url, file: r.file, required: r.required === true,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function companyHandbooks(db: Db, companyId: string, id?: string): Promise<Handbook[]> {
  const one = id ? sql`AND id = ${id}` : sql``;
  const rows = await rowsOf<HandbookRow>(db, sql`
    SELECT id, title, description, kind, url, file, required, updated_at FROM billboard_resources
    WHERE company_id = ${companyId} AND handbook = true ${one} ORDER BY required DESC, title`);
  return rows.map(toHandbook);
}

/** The company's active people an unread list covers: everyone, or the units of a scoped caller. */
const peopleScope = (scope: Set<string> | null) =>
  scope ? (scope.size ? sql`AND u.main_branch IN (${sql.join([...scope].map((s) => sql`${s}`), sql`, `)})` : sql`AND false`) : sql``;

/** Read counts per handbook, among the people the caller sees. */
export async function readCounts(db: Db, companyId: string, scope: Set<string> | null): Promise<{ people: number; reads: Map<string, number> }> {
  const [{ n }] = await rowsOf<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM users u WHERE u.company_id = ${companyId} AND u.active ${peopleScope(scope)}`);
  const rows = await rowsOf<{ entity_id: string; n: number | string }>(db, sql`
    SELECT a.entity_id, count(DISTINCT a.changes->>'userId') AS n FROM audit_log a
    JOIN users u ON u.id::text = a.changes->>'userId' AND u.company_id = ${companyId} AND u.active ${peopleScope(scope)}
    WHERE a.company_id = ${companyId} AND a.entity = ${READ_ENTITY} GROUP BY a.entity_id`);
  return { people: Number(n), reads: new Map(rows.map((r) => [r.entity_id, Number(r.n)])) };
}

export async function readAt(db: Db, companyId: string, handbookId: string, userId: string): Promise<string | null> {
  const [row] = await rowsOf<{ at: Date | string }>(db, sql`
    SELECT min(at) AS at FROM audit_log WHERE company_id = ${companyId} AND entity = ${READ_ENTITY} AND entity_id = ${handbookId}
    AND changes->>'userId' = ${userId} HAVING min(at) IS NOT NULL`);
  return row ? new Date(row.at).toISOString() : null;
}

export interface UnreadRow { handbookId: string; handbook: string; required: boolean; userId: string; firstName: string; lastName: string; unit: string | null; email: string | null }

/**
 * Who has not confirmed reading: every required handbook of the company (or the one asked for, required or not)
 * × its active people the caller sees, without a read row. Ordered by handbook, then last name.
 */
export async function unreadRows(db: Db, companyId: string, scope: Set<string> | null, handbookId?: string): Promise<UnreadRow[]> {
  const which = handbookId ? sql`AND r.id = ${handbookId}` : sql`AND r.required = true`;
  const rows = await rowsOf<{ handbook_id: string; handbook: string; required: boolean | null; user_id: string; first_name: string; last_name: string; unit: string | null; email: string | null }>(db, sql`
    SELECT r.id AS handbook_id, r.title AS handbook, r.required, u.id AS user_id, u.first_name, u.last_name, b.name AS unit, u.email
    FROM billboard_resources r
    JOIN users u ON u.company_id = r.company_id AND u.active ${peopleScope(scope)}
    LEFT JOIN branch_offices b ON b.id = u.main_branch
    WHERE r.company_id = ${companyId} AND r.handbook = true ${which}
      AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.company_id = r.company_id AND a.entity = ${READ_ENTITY}
        AND a.entity_id = r.id::text AND a.changes->>'userId' = u.id::text)
    ORDER BY r.title, u.last_name, u.first_name`);
  return rows.map((r) => ({
    handbookId: r.handbook_id, handbook: r.handbook, required: r.required === true, userId: r.user_id,
    firstName: r.first_name, lastName: r.last_name, unit: r.unit, email: r.email,
  }));
}
