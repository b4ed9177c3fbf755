import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { anyUuid, jsonRows, selectAsJson } from '../../../../src/server/db/jsonRows';
import { marks, workdays } from '../../../../src/server/db/schema';
import { insertFixture, type Fixture } from '../../../helpers/fixture';

/** The one-parameter writes and one-text reads of the marks ingestion give what Drizzle's own insert and select give. */
let database: Database;
let fx: Fixture;
beforeAll(async () => {
  database = await openPglite('memory://');
  await database.migrate();
  fx = await insertFixture(database.db);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('rows as one JSON parameter', () => {
  it('insert with every default a row leaves out (id, created_at) and answer through RETURNING', async () => {
    const at = new Date('2026-11-20T08:01:02.345Z');
    const inserted = await database.db.insert(marks).select(jsonRows(marks, [
      { companyId: fx.companyA.id, userId: fx.users.ana.id, clientId: 'c-1', at, type: 'CHECK_IN', source: 'clock', device: 'RELOJ-1' },
      { companyId: fx.companyA.id, userId: fx.users.luis.id, clientId: 'c-2', at: new Date(at.getTime() + 60_000), type: 'CHECK_IN', source: 'mobile', latitude: 40.4, longitude: -3.7, accuracy: 12 },
    ])).returning();
    expect(inserted).toHaveLength(2);
    expect(inserted[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(inserted[0].createdAt).toBeInstanceOf(Date);
    expect(inserted[0]).toMatchObject({ clientId: 'c-1', at, device: 'RELOJ-1', latitude: null, voidedAt: null });
    expect(inserted[1]).toMatchObject({ clientId: 'c-2', source: 'mobile', latitude: 40.4, accuracy: 12 });
  });

  it('stores every column type as Drizzle\'s own insert does: shared values sent once, jsonb null as NULL, one-row batches', async () => {
    const day = (userId: string, date: string, shift: Record<string, unknown> | null, worked: number) => ({
      companyId: fx.companyA.id, userId, date, state: 'finish', clocks: [{ in: `${date}T08:00:00.000Z`, out: `${date}T16:00:00.000Z` }],
      firstIn: new Date(`${date}T08:00:00.000Z`), lastOut: worked ? new Date(`${date}T16:00:00.000Z`) : null, workedMinutes: worked, shift,
      warnings: worked ? [] : ['MISSING_CHECK_OUT'], markIds: [randomUUID()], manual: false,
    });
    const batch = [
      day(fx.users.ana.id, '2026-10-01', null, 480),
      day(fx.users.luis.id, '2026-10-01', { start: '08:00', end: '16:00', name: 'Mañana "A"\\' }, 0),
      day(fx.users.ana.id, '2026-10-02', { start: '09:00' }, 475),
    ];
    const fields = { userId: workdays.userId, date: workdays.date, state: workdays.state, clocks: workdays.clocks, breaks: workdays.breaks, historyHours: workdays.historyHours,
      firstIn: workdays.firstIn, lastOut: workdays.lastOut, workedMinutes: workdays.workedMinutes, lateMinutes: workdays.lateMinutes, shift: workdays.shift,
      manual: workdays.manual, warnings: workdays.warnings, markIds: workdays.markIds };
    const viaJson = await database.db.insert(workdays).select(jsonRows(workdays, batch)).returning(fields);
    const alone = day(fx.users.luis.id, '2026-10-02', null, 0);
    const single = await database.db.insert(workdays).select(jsonRows(workdays, [alone])).returning(fields);
    await database.db.delete(workdays).where(eq(workdays.companyId, fx.companyA.id));
    const viaDrizzle = await database.db.insert(workdays).values([...batch, alone]).returning(fields);
    expect([...viaJson, ...single]).toEqual(viaDrizzle);
    expect(viaJson[0].shift).toBeNull();
    expect(viaJson[1]).toMatchObject({ lastOut: null, workedMinutes: 0, breaks: [], lateMinutes: 0 });
  });

  it('read back as one JSON text equal to Drizzle\'s select, timestamps as Dates, in the order asked', async () => {
    const later = { companyId: fx.companyA.id, userId: fx.users.ana.id, clientId: randomUUID(), at: new Date('2026-11-20T17:00:00Z'), type: 'CHECK_OUT', source: 'clock' };
    await database.db.insert(marks).select(jsonRows(marks, [later]));
    const fields = { id: marks.id, clientId: marks.clientId, at: marks.at, type: marks.type, voidedAt: marks.voidedAt };
    const where = and(eq(marks.companyId, fx.companyA.id), anyUuid(marks.userId, [fx.users.ana.id, fx.users.luis.id]));
    const asJson = await selectAsJson(database.db, marks, fields, where, sql`${marks.at}`);
    const drizzle = await database.db.select(fields).from(marks).where(where).orderBy(marks.at);
    expect(asJson).toEqual(drizzle);
    expect(asJson.map((m) => m.type)).toEqual(['CHECK_IN', 'CHECK_IN', 'CHECK_OUT']);
    expect(await selectAsJson(database.db, marks, fields, anyUuid(marks.userId, []))).toEqual([]);
  });
});
