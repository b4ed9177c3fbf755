import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { findPgError, UNIQUE_VIOLATION } from '../../http/dbErrors';
import { yieldToEventLoop } from '../../jobs';
import type { RowOutcome } from './validateImport';

/** Rows per INSERT statement: large enough to be fast, small enough for PostgreSQL's 65,535 parameters. */
export const INSERT_CHUNK = 500;

/** A unique index that fires anyway (someone created the same person meanwhile) becomes the import code of its column. */
const CODE_BY_CONSTRAINT: Record<string, string> = {
  users_email_uq: 'REPITED_EMAIL',
  users_company_document_uq: 'DOCUMENT_IN_USE',
  users_company_external_uq: 'EXTERNAL_ID_IN_USE',
  users_username_uq: 'USERNAME_IN_USE',
};

export function mapUniqueViolation(err: unknown): unknown {
  const pg = findPgError(err);
  if (pg?.code !== UNIQUE_VIOLATION) return err;
  const code = Object.entries(CODE_BY_CONSTRAINT).find(([name]) => pg.constraint === name || pg.detail?.includes(name))?.[1];
  return new ApiError(409, code ?? 'IMPORT_HAS_ERRORS');
}

/** The users table row of one valid import row: a collaborator (role `user`) without a password. */
export function collaboratorRow(companyId: string, outcome: RowOutcome, username: string): typeof users.$inferInsert {
  const { row, branchId } = outcome;
  return {
    companyId,
    username,
    email: row.email,
    passwordHash: null,
    role: 'user',
    firstName: row.firstName,
    lastName: row.lastName,
    typeOfDocument: row.typeOfDocument,
    numberOfDocument: row.numberOfDocument,
    position: row.position,
    mainBranch: branchId,
    externalId: row.externalId,
    phone: row.phone,
    birthDate: row.birthDate,
    contractStartDate: row.contractStartDate,
    disability: row.disability,
    documentExpirationDate: row.documentExpirationDate,
    // the company's custom fields, as the engine stores them
    extra: outcome.custom,
  };
}

/** Insert in chunks inside the caller's transaction, reporting rows done after each chunk; returns the new ids. */
export async function insertCollaborators(
  tx: Db,
  rows: (typeof users.$inferInsert)[],
  opts: { signal: AbortSignal; progress: (done: number) => void },
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    opts.signal.throwIfAborted();
    const inserted = await tx.insert(users).values(rows.slice(i, i + INSERT_CHUNK)).returning({ id: users.id });
    ids.push(...inserted.map((r) => r.id));
    opts.progress(ids.length);
    await yieldToEventLoop(); // let replies (and polls answered from memory) out between chunks
  }
  return ids;
}
