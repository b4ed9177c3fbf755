import { eq } from 'drizzle-orm';
import { createTokenService } from '../../../src/server/auth/tokens';
import { companyRoles, mailOutbox, users } from '../../../src/server/db/schema';
import { formatDni } from '../../../src/server/seed/dni';
import { PASSWORD_HASH } from '../../helpers/fixture';
import { TEST_TOKEN_SECRET, type TestApp } from '../../helpers/testApp';

let serial = Math.floor(Math.random() * 9_000_000);

/** A valid, unused Spanish DNI (the form checks the control letter: J002). */
export const freshDni = () => formatDni(70_000_000 + serial++);

/** A complete, valid create body for company A; override what a test is about. */
export function newAdmin(t: TestApp, suffix: string, over: Record<string, unknown> = {}) {
  return {
    firstName: 'Nora',
    lastName: `Admin ${suffix}`,
    username: `nora.${suffix}`,
    email: `nora.${suffix}@acme.test`,
    typeOfDocument: 'DNI',
    numberOfDocument: freshDni(),
    position: 'Regional lead',
    role: 'administrator',
    mainBranch: t.fx.units.north,
    allowedBranches: [t.fx.units.north],
    password: 'Strong2026pw',
    repeatPassword: 'Strong2026pw',
    ...over,
  };
}

/** A token for any user row (signed like the login does), with its current token version. */
export async function tokenOf(t: TestApp, userId: string): Promise<string> {
  const [u] = await t.db.select().from(users).where(eq(users.id, userId)).limit(1);
  return createTokenService(TEST_TOKEN_SECRET, 3600).sign({ sub: u.id, cid: u.companyId, role: u.role, tv: u.tokenVersion });
}

/** A company role of company A with these grants (`module:ACTION`), loaded into the running enforcer. */
export async function companyRole(t: TestApp, name: string, grants: string[], companyId = t.fx.companyA.id): Promise<string> {
  const permissions = grants.map((g) => {
    const [module, action] = g.split(':');
    return { module, action };
  });
  const [row] = await t.db.insert(companyRoles).values({ companyId, name, permissions }).returning();
  await t.app.policySync.reload();
  return `custom:${row.id}`;
}

/** A dashboard user of company A holding `role` on these units, and a token for them. */
export async function dashboardUser(t: TestApp, username: string, role: string, mainBranch: string, allowedBranches: string[]) {
  const [row] = await t.db.insert(users).values({
    companyId: t.fx.companyA.id, username, email: `${username}@acme.test`, role, mainBranch, allowedBranches,
    passwordHash: PASSWORD_HASH, firstName: username, lastName: 'Kit', numberOfDocument: freshDni(),
  }).returning();
  return { id: row.id, token: await tokenOf(t, row.id) };
}

/** Mail sent to an address (the outbox table is the default transport in tests). */
export async function mailTo(t: TestApp, to: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

/** Every grant of module `admins` and read of `users` and `branches`: what an administrator of administrators needs. */
export const ADMIN_MANAGER_GRANTS = ['admins:GET', 'admins:POST', 'admins:PATCH', 'admins:DELETE', 'users:GET', 'branches:GET'];
