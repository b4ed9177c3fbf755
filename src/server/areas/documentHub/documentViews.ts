import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { hubDocuments, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import type { HubDocumentView, HubPersonView } from '../../../shared/documents/views';

export type HubDocumentRow = typeof hubDocuments.$inferSelect;

type PersonView = HubPersonView;

/** What the API answers for a document (docs/api/documents.md). */
export type DocumentView = HubDocumentView<Date>;

/** The people a set of documents names (assigned and candidates), in one query. */
async function peopleOf(db: Db, companyId: string, rows: HubDocumentRow[]): Promise<Map<string, PersonView>> {
  const ids = new Set<string>();
  for (const r of rows) {
    if (r.userId) ids.add(r.userId);
    for (const c of r.candidates) ids.add(c.userId);
  }
  if (ids.size === 0) return new Map();
  const found = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument })
    .from(users).where(and(eq(users.companyId, companyId), inArray(users.id, [...ids])));
  return new Map(found.map((p) => [p.id, p]));
}

export async function documentViews(db: Db, companyId: string, rows: HubDocumentRow[]): Promise<DocumentView[]> {
  const people = await peopleOf(db, companyId, rows);
  return rows.map((r) => ({
    id: r.id, envelopeId: r.envelopeId, groupId: r.groupId, isSettlement: r.isSettlement, pages: r.pages,
    userId: r.userId, user: r.userId ? people.get(r.userId) ?? null : null,
    reason: r.reason, confidence: r.confidence,
    candidates: r.candidates.map((c) => ({ ...c, user: people.get(c.userId) ?? null })),
    status: r.status as DocumentView['status'], bytes: r.bytes, createdAt: r.createdAt,
  }));
}

/**
 * What a unit-scoped caller may see of the hub's documents: those of people in their units and those nobody was
 * given yet (a person outside the units is not even named to them). Null: everything.
 */
export async function documentScope(db: Db, auth: AuthContext): Promise<SQL | null> {
  const scope = await unitScopeOf(db, auth);
  if (!scope) return null;
  const units = [...scope];
  const inUnits = units.length
    ? sql`${hubDocuments.userId} in (select ${users.id} from ${users} where ${users.companyId} = ${auth.company.id} and ${users.mainBranch} in (${sql.join(units.map((u) => sql`${u}`), sql`, `)}))`
    : sql`false`;
  return or(isNull(hubDocuments.userId), inUnits) ?? null;
}

/** A document of the caller's company (404 otherwise) that the caller may see (403 for a person outside their units). */
export async function documentOf(tx: Db, auth: AuthContext, id: string, forUpdate = false): Promise<HubDocumentRow> {
  const query = tx.select().from(hubDocuments).where(and(eq(hubDocuments.id, id), eq(hubDocuments.companyId, auth.company.id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound('DOCUMENT_NOT_FOUND');
  if (row.userId) await checkPersonInScope(tx, auth, row.userId);
  return row;
}

/** A collaborator of the caller's company (404 otherwise) inside the caller's units (403 otherwise). */
export async function checkPersonInScope(tx: Db, auth: AuthContext, userId: string): Promise<PersonView & { mainBranch: string | null }> {
  const [person] = await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument, mainBranch: users.mainBranch, role: users.role })
    .from(users).where(and(eq(users.id, userId), eq(users.companyId, auth.company.id)));
  if (!person || person.role !== 'user') throw notFound('USER_NOT_FOUND');
  const scope = await unitScopeOf(tx, auth);
  if (scope && (!person.mainBranch || !scope.has(person.mainBranch))) throw forbidden();
  return person;
}
