import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fieldError, type PendingFieldError } from '../../http/apiError';
import { findPgError, UNIQUE_VIOLATION } from '../../http/dbErrors';
import { fieldCodesError } from './adminAccess';

/**
 * Taken values (409): username (J009) and email (J005) are unique across the product because either one logs in;
 * the document (J004 "user exists") is unique within the company: the same person cannot be there twice.
 */
export async function conflictErrors(
  tx: Db,
  companyId: string,
  values: { username?: string; email?: string | null; numberOfDocument?: string | null },
  exceptId?: string,
): Promise<PendingFieldError[]> {
  const taken = async (condition: SQL) => {
    const [hit] = await tx.select({ id: users.id }).from(users).where(exceptId ? and(condition, ne(users.id, exceptId)) : condition).limit(1);
    return !!hit;
  };
  const errors: PendingFieldError[] = [];
  if (values.username && (await taken(sql`lower(${users.username}) = lower(${values.username})`))) errors.push(fieldError('username', 'J009'));
  if (values.email && (await taken(sql`lower(${users.email}) = lower(${values.email})`))) errors.push(fieldError('email', 'J005'));
  if (values.numberOfDocument && (await taken(and(eq(users.companyId, companyId), eq(users.numberOfDocument, values.numberOfDocument)) as SQL))) {
    errors.push(fieldError('numberOfDocument', 'J004'));
  }
  return errors;
}

/** unique index, its column as the error detail names it, field, code */
const CONSTRAINTS: [string, string, string, string][] = [
  ['users_username_uq', 'lower(username)', 'username', 'J009'],
  ['users_email_uq', 'lower(email)', 'email', 'J005'],
  ['users_company_document_uq', 'number_of_document', 'numberOfDocument', 'J004'],
];

/** A concurrent write took the value between our check and our write: the unique index answers, with the same code. */
export function mapUniqueRace(err: unknown): unknown {
  const pg = findPgError(err);
  if (pg?.code !== UNIQUE_VIOLATION) return err;
  const text = `${pg.constraint ?? ''} ${pg.detail ?? ''}`;
  const hit = CONSTRAINTS.find(([name, column]) => text.includes(name) || text.includes(column));
  return hit ? fieldCodesError(409, [fieldError(hit[2], hit[3])]) : err;
}
