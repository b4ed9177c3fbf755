import { createTokenService } from '../../../src/server/auth/tokens';
import { users } from '../../../src/server/db/schema';
import { TEST_TOKEN_SECRET, type TestApp } from '../../helpers/testApp';

/** A provider staff member (the compact fixture has none), living in company A, and a token for them. */
export async function providerToken(t: TestApp): Promise<{ token: string; id: string }> {
  const [row] = await t.db.insert(users).values({
    companyId: t.fx.companyA.id, username: 'providerstaff', email: 'staff@provider.test', role: 'provider', firstName: 'Pia', lastName: 'Provider',
  }).returning();
  const token = createTokenService(TEST_TOKEN_SECRET, 3600).sign({ sub: row.id, cid: row.companyId, role: 'provider', tv: 0 });
  return { token, id: row.id };
}
