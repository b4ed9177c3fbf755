import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { documentKey, type NormalizedRow } from '../../../shared/imports';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const CHUNK = 1_000;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Values of the file that the database already holds: emails (unique in the whole product), documents and external IDs (unique per company). */
export interface TakenValues {
  emails: Set<string>;
  documents: Set<string>;
  externalIds: Set<string>;
}

/**
 * One pass over what the rows would collide with. Emails are looked up by the lower(email) index, in chunks; the
 * company's documents and external IDs are read whole (one indexed range per company) and compared by documentKey,
 * so `12.345.678-5` in the file matches `123456785` on file.
 */
export async function findTakenValues(db: Db, companyId: string, rows: NormalizedRow[]): Promise<TakenValues> {
  const emails = new Set<string>();
  const wanted = [...new Set(rows.map((r) => r.email?.toLowerCase()).filter((e): e is string => !!e))];
  for (const part of chunks(wanted)) {
    const found = await db.select({ email: sql<string>`lower(${users.email})` }).from(users).where(inArray(sql`lower(${users.email})`, part));
    for (const f of found) emails.add(f.email);
  }
  const documents = new Set<string>();
  const externalIds = new Set<string>();
  const existing = await db
    .select({ document: users.numberOfDocument, externalId: users.externalId })
    .from(users)
    .where(and(eq(users.companyId, companyId), or(isNotNull(users.numberOfDocument), isNotNull(users.externalId))));
  for (const e of existing) {
    if (e.document) documents.add(documentKey(e.document));
    if (e.externalId) externalIds.add(e.externalId.toLowerCase());
  }
  return { emails, documents, externalIds };
}
