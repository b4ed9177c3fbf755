import { createTokenService } from '../../../src/server/auth/tokens';
import { users } from '../../../src/server/db/schema';
import { PASSWORD_HASH } from '../../helpers/fixture';
import { dataOf } from '../../helpers/expectations';
import { TEST_TOKEN_SECRET, type TestApp } from '../../helpers/testApp';

export interface RoleAnswer {
  id: string;
  key: string;
  name: string;
  description: string | null;
  builtIn: boolean;
  permissions: { module: string; action: string }[];
  usersCount: number;
}

export const grants = (...pairs: string[]) => pairs.map((p) => {
  const [module, action] = p.split(':');
  return { module, action };
});

/** Create a company role as the given fixture user (owner by default). */
export async function createRole(t: TestApp, name: string, permissions: { module: string; action: string }[], as = 'owner'): Promise<RoleAnswer> {
  return dataOf<RoleAnswer>(await t.call('POST', '/api/roles', { token: t.tokenFor(as), body: { name, permissions } }), 201);
}

let serial = 0;

/**
 * A dashboard user holding `roleKey`, written straight to the database (as the administrators form would), acting
 * on the North region (Bilbao and Santander below it); with a token signed like the login's.
 */
export async function userWithRole(t: TestApp, roleKey: string, opts: { companyId?: string; allowedBranches?: string[] } = {}) {
  serial += 1;
  const username = `holder${serial}_${Date.now().toString(36)}`;
  const companyId = opts.companyId ?? t.fx.companyA.id;
  const [row] = await t.db.insert(users).values({
    companyId, username, email: `${username}@acme.test`, role: roleKey, passwordHash: PASSWORD_HASH,
    firstName: 'Hilda', lastName: `Holder${serial}`, mainBranch: t.fx.units.north,
    allowedBranches: opts.allowedBranches ?? [t.fx.units.north], numberOfDocument: `DOC-${username}`,
  }).returning();
  const token = createTokenService(TEST_TOKEN_SECRET, t.config.tokenTtlSeconds).sign({ sub: row.id, cid: companyId, role: roleKey, tv: 0 });
  return { id: row.id, username, token };
}
