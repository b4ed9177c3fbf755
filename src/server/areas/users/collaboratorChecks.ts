import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branchOffices, users } from '../../db/schema';
import type { ApiRecord } from '../../engine/records';
import { ApiError, fieldError, notFound, type PendingFieldError } from '../../http/apiError';
import { documentKey } from '../../../shared/imports';

/** The generic users endpoints write collaborators only: administrators have their own (/users/admin/:id). */
export function assertCollaboratorRecord(record: ApiRecord | undefined): void {
  if (record && record.role !== 'user') throw notFound();
}

const changed = (field: string, record: ApiRecord, before?: ApiRecord) =>
  record[field] !== undefined && record[field] !== null && (!before || before[field] !== record[field]);

/** The main branch must be a unit of the caller's company (BRANCH_NOT_EXISTS on the field). */
export async function mainBranchErrors(tx: Db, companyId: string, record: ApiRecord, before?: ApiRecord): Promise<PendingFieldError[]> {
  if (!changed('mainBranch', record, before)) return [];
  const [hit] = await tx
    .select({ id: branchOffices.id })
    .from(branchOffices)
    .where(and(eq(branchOffices.companyId, companyId), eq(branchOffices.id, String(record.mainBranch))))
    .limit(1);
  return hit ? [] : [fieldError('mainBranch', 'BRANCH_NOT_EXISTS')];
}

/**
 * What the engine's company-wide `unique` check cannot see: email and username log in, so they are unique across
 * the whole product (EMAIL_IN_USE, USERNAME_IN_USE); a document is the same document however it is spelled
 * (`12.345.678-Z` = `12345678Z`, the import's documentKey), so DOCUMENT_IN_USE compares without separators.
 */
export async function takenValueErrors(tx: Db, companyId: string, record: ApiRecord, before?: ApiRecord): Promise<PendingFieldError[]> {
  const taken = async (condition: SQL) => {
    const where = before ? and(condition, ne(users.id, String(before.id))) : condition;
    const [hit] = await tx.select({ id: users.id }).from(users).where(where).limit(1);
    return !!hit;
  };
  const errors: PendingFieldError[] = [];
  if (changed('username', record, before) && (await taken(sql`lower(${users.username}) = lower(${String(record.username)})`))) {
    errors.push(fieldError('username', 'USERNAME_IN_USE'));
  }
  if (changed('email', record, before) && (await taken(sql`lower(${users.email}) = lower(${String(record.email)})`))) {
    errors.push(fieldError('email', 'EMAIL_IN_USE'));
  }
  if (changed('numberOfDocument', record, before)) {
    const key = documentKey(String(record.numberOfDocument));
    const sameKey = sql`upper(regexp_replace(${users.numberOfDocument}, '[[:space:]./-]', '', 'g')) = ${key}`;
    if (await taken(and(eq(users.companyId, companyId), sameKey) as SQL)) errors.push(fieldError('numberOfDocument', 'DOCUMENT_IN_USE'));
  }
  return errors;
}

/** Several taken values at once: one 409 naming every field, its code the first field's. */
export function conflictError(errors: PendingFieldError[]): ApiError {
  return new ApiError(409, errors[0].code, { errors });
}
