import { eq } from 'drizzle-orm';
import { companies, users } from '../../../src/server/db/schema';
import { dataOf } from '../../helpers/expectations';
import { PASSWORD_HASH } from '../../helpers/fixture';
import type { TestApp } from '../../helpers/testApp';

let serial = 0;

/** A complete, valid flat create body for company A (Bilbao, inside the admin's units); override what a test is about. */
export function newCollaborator(t: TestApp, over: Record<string, unknown> = {}) {
  const n = `${Date.now().toString(36)}${serial++}`;
  return {
    firstName: 'Irene',
    lastName: `Etxeberria ${n}`,
    username: `irene.${n}`,
    email: `irene.${n}@acme.test`,
    typeOfDocument: 'PASSPORT',
    numberOfDocument: `PA${n.toUpperCase()}`,
    mainBranch: t.fx.units.bilbao,
    position: 'Dependienta',
    ...over,
  };
}

export interface CollaboratorRecord {
  id: string;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  numberOfDocument: string;
  mainBranch: string;
  role: string;
  active: boolean;
  imageUrl: string | null;
  [field: string]: unknown;
}

/** Create through the API and return the record (201 expected). */
export async function createCollaborator(t: TestApp, over: Record<string, unknown> = {}, token = t.tokenFor('owner')): Promise<CollaboratorRecord> {
  return dataOf<CollaboratorRecord>(await t.call('POST', '/api/users', { token, body: newCollaborator(t, over) }), 201);
}

/** Company A's customFields lists, written straight to the database. */
export async function setCustomFields(t: TestApp, customFields: Record<string, string[]>, companyId = t.fx.companyA.id): Promise<void> {
  await t.db.update(companies).set({ customFields }).where(eq(companies.id, companyId));
}

export async function setContractedUsers(t: TestApp, limit: number, companyId = t.fx.companyA.id): Promise<void> {
  await t.db.update(companies).set({ contractedUsers: limit }).where(eq(companies.id, companyId));
}

/** Active collaborators of a company, as the contracted-users limit counts them. */
export async function activeCollaborators(t: TestApp, companyId = t.fx.companyA.id): Promise<number> {
  const rows = await t.db.select({ id: users.id, role: users.role, active: users.active }).from(users).where(eq(users.companyId, companyId));
  return rows.filter((r) => r.role === 'user' && r.active).length;
}

/** The stored row (what the API never shows: password hash, token version). */
export async function userRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Logs in with the fixture password: the answer a person at the login page would get. */
export function login(t: TestApp, username: string) {
  return t.call('POST', '/api/auth/v1/login', { body: { username, password: 'Demo2026!' } });
}

/** Many collaborators at once, straight into the database (lists and paging), with the fixture password. */
export async function insertCollaborators(t: TestApp, count: number, over: Partial<typeof users.$inferInsert> = {}) {
  const stamp = `${Date.now().toString(36)}${serial++}`;
  const rows = Array.from({ length: count }, (_, i) => ({
    companyId: t.fx.companyA.id,
    username: `bulk.${stamp}.${i}`,
    email: `bulk.${stamp}.${i}@acme.test`,
    passwordHash: PASSWORD_HASH,
    role: 'user',
    firstName: 'Bulk',
    lastName: `Person ${String(i).padStart(4, '0')}`,
    numberOfDocument: `BULK-${stamp}-${i}`,
    mainBranch: t.fx.units.santander,
    ...over,
  }));
  return t.db.insert(users).values(rows).returning();
}
