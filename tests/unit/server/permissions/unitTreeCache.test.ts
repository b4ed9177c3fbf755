import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetUnitTree, unitLinksOf } from '../../../../src/server/permissions/unitTreeCache';
import { openTestDatabase } from '../../../helpers/testDatabase';
import { insertFixture, type Fixture } from '../../../helpers/fixture';
import type { Database } from '../../../../src/server/db/client';

/**
 * The unit tree is kept a few seconds per company. A transaction that needs it must never wait for a read another
 * caller started outside that transaction: that read waits for the transaction's end (one connection in the
 * embedded database, a full pool on PostgreSQL), so the two would wait for each other for ever.
 */
let database: Database;
let drop: () => Promise<void>;
let fx: Fixture;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  fx = await insertFixture(database.db);
});
afterAll(async () => {
  await drop?.();
});

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);

describe('unit tree cache', () => {
  it('a transaction reads the tree itself while a read started outside it waits for it to end', async () => {
    const companyId = fx.companyA.id;
    forgetUnitTree(companyId);
    let outside: Promise<unknown> = Promise.resolve();
    const inside = await within(5_000, database.db.transaction(async (tx) => {
      await tx.execute('select 1'); // the transaction holds the connection from here on
      outside = unitLinksOf(database.db, companyId); // queued behind the transaction
      return unitLinksOf(tx, companyId);
    }));
    expect(inside.map((u) => u.id)).toContain(fx.units.sevilla);
    expect(((await within(5_000, outside)) as { id: string }[]).length).toBe(inside.length);
  });
});
