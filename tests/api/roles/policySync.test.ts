import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRoles } from '../../../src/server/db/schema';
import { PolicySync } from '../../../src/server/permissions/policySync';
import { bumpPolicyVersion } from '../../../src/server/permissions/policyVersion';
import { customRoleKey } from '../../../src/shared/roles';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createRole, grants, userWithRole } from './roleTestKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('several server processes on one database', () => {
  it('a role created by this process reaches another process on its next check', async () => {
    const other = await PolicySync.start(t.db, 0); // a second process: its own enforcer, checking on every request
    const role = await createRole(t, 'Cross-process', grants('news:GET'));
    expect(other.enforcer.can(role.key, t.fx.companyA.id, 'news', 'GET')).toBe(false);
    await other.ensureFresh();
    expect(other.enforcer.can(role.key, t.fx.companyA.id, 'news', 'GET')).toBe(true);
  });

  it("a role written by another process applies here within about a second, without a restart", async () => {
    // what another process does: write the role and bump the policy version in one transaction
    const row = await t.db.transaction(async (tx) => {
      const [r] = await tx.insert(companyRoles).values({ companyId: t.fx.companyA.id, name: 'From elsewhere', permissions: grants('branches:GET') }).returning();
      await bumpPolicyVersion(tx);
      return r;
    });
    const holder = await userWithRole(t, customRoleKey(row.id));
    await new Promise((r) => setTimeout(r, 1_100));
    // the first request after the interval triggers the check and waits for it
    dataOf(await t.call('POST', '/api/branchoffices/getFiltered', { token: holder.token, body: {} }));
    expectError(await t.call('POST', '/api/users/getFiltered', { token: holder.token, body: {} }), 403, 'FORBIDDEN');
  });

  it('reloads requested together end with the latest roles', async () => {
    const sync = await PolicySync.start(t.db, 60_000);
    const role = await createRole(t, 'Racer', grants('news:GET'));
    await Promise.all([sync.reload(), sync.reload(), sync.reload()]);
    expect(sync.enforcer.can(role.key, t.fx.companyA.id, 'news', 'GET')).toBe(true);
  });
});
