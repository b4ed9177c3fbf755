import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLockedUserReferences } from '../../../src/server/areas/workdays/lockedUserRows';
import { marks } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const role = async (tx: TestApp['db']) =>
  ((await tx.execute(sql`select current_setting('session_replication_role') as r`)) as unknown as { rows: { r: string }[] }).rows[0].r;
const markOf = (userId: string) => ({ companyId: t.fx.companyA.id, userId, clientId: randomUUID(), at: new Date(), type: 'CHECK_IN', source: 'clock' });

describe('withLockedUserReferences (bulk inserts of marks and workdays)', () => {
  it('skips the per-row foreign key checks only for the statements it runs, on the embedded database only', async () => {
    const onPglite = t.database.dialect === 'pglite';
    await t.db.transaction(async (tx) => {
      const inside = await withLockedUserReferences(tx, async () => {
        await tx.insert(marks).values(markOf(t.fx.users.ana.id));
        return role(tx);
      });
      expect(inside).toBe(onPglite ? 'replica' : 'origin');
      expect(await role(tx)).toBe('origin');
    });
    // after it, a mark of a person who does not exist is refused again
    await expect(t.db.transaction((tx) => tx.insert(marks).values(markOf(randomUUID())).then(() => undefined))).rejects.toThrow();
  });
});
