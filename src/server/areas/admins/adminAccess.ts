import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { branchOffices, users } from '../../db/schema';
import { ApiError, fieldError, validationError, type PendingFieldError } from '../../http/apiError';
import type { PolicyEnforcer } from '../../permissions/enforcer';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { CUSTOM_ROLE_PREFIX, isOwnerLevel, isUnitScoped } from '../../../shared/roles';
import { holdsAll } from '../roles/grantCheck';
import { isUuid } from './adminChecks';

/** A unit-scoped caller's units (unitScope.ts), or null for no restriction. */
export type Scope = Set<string> | null;

/**
 * Which administrators a caller may see and manage. A unit-scoped caller (administrator, manager, company role) only
 * unit-scoped ones lying wholly inside their units: main branch and every allowed branch. An administrator of another
 * region, one reaching beyond the caller's units, or a company-wide role (owner, viewer) is "not found" (404), as
 * out-of-scope records are everywhere else.
 */
export function adminScopeCondition(scope: Scope): SQL | undefined {
  if (!scope) return undefined;
  const units = [...scope];
  if (!units.length) return sql`false`;
  return and(
    or(inArray(users.role, ['administrator', 'manager']), like(users.role, `${CUSTOM_ROLE_PREFIX}%`)),
    inArray(users.mainBranch, units),
    sql`${users.allowedBranches} <@ ${JSON.stringify(units)}::jsonb`,
  );
}

export function isWithinScope(row: { role: string; mainBranch: string | null; allowedBranches: string[] | null }, scope: Scope): boolean {
  if (!scope) return true;
  return isUnitScoped(row.role) && !!row.mainBranch && scope.has(row.mainBranch) && (row.allowedBranches ?? []).every((id) => scope.has(id));
}

/**
 * No escalation (spec §8 "role not allowed (missing permissions)"): below owner level, a caller may give or take away
 * only roles whose every grant they hold themselves; owner-level roles are given and changed by owner level only, and
 * a unit-scoped caller only gives unit-scoped roles.
 * 403 ROLE_NOT_ALLOWED on the `role` field.
 */
export function assertMayHandleRole(enforcer: PolicyEnforcer, auth: AuthContext, scope: Scope, role: string): void {
  if (isOwnerLevel(auth.role)) return;
  // a unit-scoped caller cannot hand out company-wide reach (viewer) either
  const allowed = !isOwnerLevel(role) && (!scope || isUnitScoped(role)) && holdsAll(enforcer, auth, enforcer.permissionsOf(role, auth.company.id));
  if (!allowed) throw new ApiError(403, 'ROLE_NOT_ALLOWED', { errors: [fieldError('role', 'ROLE_NOT_ALLOWED')] });
}

/**
 * The main and allowed branches must be units of the company, and for a unit-scoped caller units of their own scope:
 * they cannot hand out access they do not have. A unit they may not see is answered like one that does not exist
 * (BRANCH_NOT_EXISTS on the field). Pass null for a field that is not being written.
 */
export async function branchErrors(tx: Db, companyId: string, scope: Scope, mainBranch: string | null, allowed: string[] | null): Promise<PendingFieldError[]> {
  const wanted = [...new Set([...(mainBranch ? [mainBranch] : []), ...(allowed ?? [])])];
  const ids = wanted.filter(isUuid);
  const rows = ids.length
    ? await tx.select({ id: branchOffices.id }).from(branchOffices).where(and(eq(branchOffices.companyId, companyId), inArray(branchOffices.id, ids)))
    : [];
  const usable = new Set(rows.map((r) => r.id).filter((id) => !scope || scope.has(id)));
  const errors: PendingFieldError[] = [];
  if (mainBranch && !usable.has(mainBranch)) errors.push(fieldError('mainBranch', 'BRANCH_NOT_EXISTS'));
  if ((allowed ?? []).some((id) => !usable.has(id))) errors.push(fieldError('allowedBranches', 'BRANCH_NOT_EXISTS'));
  return errors;
}

/**
 * One answer for several failing fields: its `code` is the first field's domain code (J0xx…), as the form shows
 * "adminError (code)"; plain schema keywords (pattern…) leave it VALIDATION_ERROR. Every field keeps its own code.
 */
export function fieldCodesError(status: number, errors: PendingFieldError[]): ApiError {
  const domain = errors.find((e) => (ERROR_CODES as readonly string[]).includes(e.code));
  return domain ? new ApiError(status, domain.code, { errors }) : validationError(errors);
}
