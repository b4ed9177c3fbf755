import { and, eq, or } from 'drizzle-orm';
import { anyText, anyUuid } from '../../db/jsonRows';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { branchOffices, users } from '../../db/schema';
import { isWithinScope } from '../admins/adminAccess';
import { workTimeZone } from '../workdays/timeZones';

/** A user marks can be stored for, with the zone their workdays are computed in. */
export interface MarkUser {
  id: string;
  numberOfDocument: string | null;
  active: boolean;
  /** the caller may act on this user (company and unit scope) */
  visible: boolean;
  timeZone: string;
}

/**
 * The users named by a batch of marks (by id or document number), in the caller's company, in one query. Unit
 * scope is the collaborators' rule (main unit in scope; a dashboard user only when wholly inside the caller's units);
 * a user outside it is reported as not visible, which the caller answers like an unknown id (404).
 */
export async function markUsers(db: Db, auth: AuthContext, scope: Set<string> | null, ids: string[], documents: string[]): Promise<{ byId: Map<string, MarkUser>; byDocument: Map<string, MarkUser> }> {
  const byId = new Map<string, MarkUser>();
  const byDocument = new Map<string, MarkUser>();
  if (!ids.length && !documents.length) return { byId, byDocument };
  const docs = [...new Set(documents.flatMap((d) => [d.trim(), d.trim().toUpperCase()]))];
  const rows = await db
    .select({
      id: users.id, role: users.role, active: users.active, mainBranch: users.mainBranch, allowedBranches: users.allowedBranches,
      numberOfDocument: users.numberOfDocument, timezone: branchOffices.timezone,
    })
    .from(users)
    .leftJoin(branchOffices, and(eq(branchOffices.id, users.mainBranch), eq(branchOffices.companyId, auth.company.id)))
    .where(and(
      eq(users.companyId, auth.company.id),
      or(ids.length ? anyUuid(users.id, [...new Set(ids)]) : undefined, docs.length ? anyText(users.numberOfDocument, docs) : undefined),
    ));
  for (const r of rows) {
    const visible = r.role === 'user' ? !scope || (!!r.mainBranch && scope.has(r.mainBranch)) : isWithinScope(r, scope);
    const user: MarkUser = {
      id: r.id,
      numberOfDocument: r.numberOfDocument,
      active: r.active,
      visible,
      timeZone: workTimeZone(r.timezone),
    };
    byId.set(r.id, user);
    if (r.numberOfDocument) byDocument.set(r.numberOfDocument, user);
  }
  return { byId, byDocument };
}

/** The user a mark names: its userId, else its document number as sent or in capitals (DNI letters). */
export function userOfMark(found: { byId: Map<string, MarkUser>; byDocument: Map<string, MarkUser> }, mark: { userId?: string; numberOfDocument?: string }): MarkUser | undefined {
  if (mark.userId) return found.byId.get(mark.userId);
  const doc = mark.numberOfDocument?.trim();
  return doc ? found.byDocument.get(doc) ?? found.byDocument.get(doc.toUpperCase()) : undefined;
}
