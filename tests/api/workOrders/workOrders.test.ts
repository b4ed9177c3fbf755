import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, marks, users } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type Order = Record<string, unknown> & { id: string };
type Log = { id: string; userId: string; startedAt: string; endedAt: string | null; minutes: number; source: string; outsideWorkday: boolean; reason: string | null };

let t: TestApp;
let seq = 0;
const order = (over: Record<string, unknown> = {}) => ({
  code: `OT-${++seq}`, title: 'Revisión de climatización', customer: 'Hotel Mirador', unit: t.fx.units.sevilla,
  plannedStart: '2025-03-03T07:00:00Z', plannedEnd: '2025-03-07T16:00:00Z', plannedHours: 20, latitude: 37.39, longitude: -5.99, ...over,
});
const create = async (body: Record<string, unknown>, who = 'owner') => dataOf<Order>(await t.call('POST', '/api/workOrders', { token: t.tokenFor(who), body }), 201);
const mark = (userId: string, at: string, type: string, workOrderId?: string) => ({ id: `m-${++seq}`, userId, at, type, source: 'portal', ...(workOrderId ? { workOrderId } : {}) });
const logsOf = async (id: string, who = 'owner', query: Record<string, string> = {}) => dataOf<{ logs: Log[]; count: number }>(await t.call('GET', `/api/workOrders/${id}/logs`, { token: t.tokenFor(who), query }));

let sevillaA: Order;
let sevillaB: Order;
let bilbaoOrder: Order;
let otherCompanyOrder: Order;

beforeAll(async () => {
  t = await createTestApp();
  sevillaA = await create(order());
  sevillaB = await create(order({ title: 'Cuadro eléctrico' }));
  bilbaoOrder = await create(order({ unit: t.fx.units.bilbao, customer: 'Puerto de Bilbao' }));
  otherCompanyOrder = await create(order({ unit: t.fx.units.bHq }), 'demoowner');
});
afterAll(async () => {
  await t?.close();
});

describe('the work order resource', () => {
  it('refuses a repeated code on its field, and an end before the start', async () => {
    expectError(await t.call('POST', '/api/workOrders', { token: t.tokenFor('owner'), body: order({ code: sevillaA.code }) }), 409, 'WORK_ORDER_CODE_EXISTS', 'code');
    expectError(await t.call('POST', '/api/workOrders', { token: t.tokenFor('owner'), body: order({ plannedEnd: '2025-03-01T00:00:00Z' }) }), 400, 'DATE_RANGE_INVALID', 'plannedEnd');
    // another company may use the same code
    await create(order({ code: sevillaA.code, unit: t.fx.units.bShop }), 'demoowner');
  });

  it('is unit-scoped: a manager sees the orders of their units only', async () => {
    const list = dataOf<{ workOrders: Order[] }>(await t.call('POST', '/api/workOrders/getFiltered', { token: t.tokenFor('manager'), body: {} }));
    expect(list.workOrders.map((o) => o.id)).toEqual(expect.arrayContaining([sevillaA.id, sevillaB.id]));
    expect(list.workOrders.map((o) => o.id)).not.toContain(bilbaoOrder.id);
    expectError(await t.call('GET', `/api/workOrders/${bilbaoOrder.id}`, { token: t.tokenFor('manager') }), 404, 'NOT_FOUND');
    expectError(await t.call('POST', '/api/workOrders', { token: t.tokenFor('manager'), body: order({ unit: t.fx.units.bilbao }) }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/workOrders', { token: t.tokenFor('viewer'), body: order() }), 403, 'FORBIDDEN');
  });
});

describe('time from marks', () => {
  it('a check-in naming an order opens a log, another order switches, the check-out closes it', async () => {
    const luis = t.fx.users.luis.id;
    const res = await t.call('POST', '/api/marks', { token: t.tokenFor('owner'), body: { marks: [
      mark(luis, '2025-03-03T08:00:00Z', 'CHECK_IN', sevillaA.id),
    ] } });
    expect(dataOf<{ created: number }>(res).created).toBe(1);
    const working = dataOf<{ logs: Log[] }>(await t.call('GET', `/api/workOrders/${sevillaA.id}/working`, { token: t.tokenFor('manager') }));
    expect(working.logs.map((l) => l.userId)).toEqual([luis]);

    // switch at 10:00 and check out at 12:30, in one batch
    await t.call('POST', '/api/marks', { token: t.tokenFor('owner'), body: { marks: [
      mark(luis, '2025-03-03T12:30:00Z', 'CHECK_OUT'),
      mark(luis, '2025-03-03T10:00:00Z', 'CHECK_IN', sevillaB.id),
    ] } });
    const a = await logsOf(sevillaA.id);
    expect(a.logs).toMatchObject([{ userId: luis, startedAt: '2025-03-03T08:00:00.000Z', endedAt: '2025-03-03T10:00:00.000Z', minutes: 120, source: 'mark' }]);
    const b = await logsOf(sevillaB.id);
    expect(b.logs).toMatchObject([{ userId: luis, startedAt: '2025-03-03T10:00:00.000Z', endedAt: '2025-03-03T12:30:00.000Z', minutes: 150 }]);
    expect(dataOf<{ logs: Log[] }>(await t.call('GET', `/api/workOrders/${sevillaA.id}/working`, { token: t.tokenFor('owner') })).logs).toEqual([]);
    const [stored] = await t.db.select({ workOrderId: marks.workOrderId }).from(marks).where(and(eq(marks.userId, luis), eq(marks.at, new Date('2025-03-03T08:00:00Z'))));
    expect(stored.workOrderId).toBe(sevillaA.id);
  });

  it('refuses a mark naming an unknown order or another company\'s, storing nothing of it', async () => {
    const luis = t.fx.users.luis.id;
    const unknown = await t.call('POST', '/api/marks', { token: t.tokenFor('owner'), body: mark(luis, '2025-03-04T08:00:00Z', 'CHECK_IN', '00000000-0000-4000-8000-00000000abcd') });
    expectError(unknown, 404, 'WORK_ORDER_NOT_FOUND', 'workOrderId');
    const other = await t.call('POST', '/api/marks', { token: t.tokenFor('owner'), body: mark(luis, '2025-03-04T08:01:00Z', 'CHECK_IN', otherCompanyOrder.id) });
    expectError(other, 404, 'WORK_ORDER_NOT_FOUND', 'workOrderId');
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(marks).where(and(eq(marks.userId, luis), sql`${marks.at} >= '2025-03-04'`));
    expect(Number(n)).toBe(0);
    // in a batch, only the bad mark is refused
    const batch = dataOf<{ results: { status: string; code?: string }[] }>(await t.call('POST', '/api/marks', { token: t.tokenFor('owner'), body: { marks: [
      mark(luis, '2025-03-04T08:02:00Z', 'CHECK_IN', otherCompanyOrder.id), mark(luis, '2025-03-04T08:03:00Z', 'BREAK_START'),
    ] } }));
    expect(batch.results.map((r) => r.code ?? r.status)).toEqual(['WORK_ORDER_NOT_FOUND', 'created']);
  });
});

describe('typed logs', () => {
  const ana = () => t.fx.users.ana.id;
  let typed: Log;

  it('a manager types time with a reason: stored, flagged outside the workday, audited', async () => {
    const res = await t.call('POST', `/api/workOrders/${bilbaoOrder.id}/logs`, { token: t.tokenFor('admin'), body: { userId: ana(), startedAt: '2025-03-05T22:00:00Z', endedAt: '2025-03-06T02:00:00Z', reason: 'Olvidó fichar la OT' } });
    typed = dataOf<Log>(res, 201);
    expect(typed).toMatchObject({ userId: ana(), minutes: 240, source: 'manual', outsideWorkday: true, reason: 'Olvidó fichar la OT' });
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'workOrderLogs'), eq(auditLog.entityId, typed.id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(audit[0].changes).toMatchObject({ reason: 'Olvidó fichar la OT' });
  });

  it('refuses a log that overlaps another of the person (any order), a missing reason, an end before the start', async () => {
    const body = { userId: ana(), startedAt: '2025-03-06T01:00:00Z', endedAt: '2025-03-06T03:00:00Z', reason: 'x' };
    expectError(await t.call('POST', `/api/workOrders/${bilbaoOrder.id}/logs`, { token: t.tokenFor('owner'), body }), 409, 'WORK_ORDER_LOG_OVERLAPS', 'startedAt');
    expectError(await t.call('POST', `/api/workOrders/${sevillaA.id}/logs`, { token: t.tokenFor('owner'), body }), 409, 'WORK_ORDER_LOG_OVERLAPS', 'startedAt');
    expectError(await t.call('POST', `/api/workOrders/${bilbaoOrder.id}/logs`, { token: t.tokenFor('owner'), body: { ...body, reason: undefined } }), 400, 'VALIDATION_ERROR', 'reason');
    expectError(await t.call('POST', `/api/workOrders/${bilbaoOrder.id}/logs`, { token: t.tokenFor('owner'), body: { ...body, startedAt: '2025-03-06T04:00:00Z' } }), 400, 'VALIDATION_ERROR', 'endedAt');
    // touching ends are fine: one order ends when the next begins
    dataOf(await t.call('POST', `/api/workOrders/${bilbaoOrder.id}/logs`, { token: t.tokenFor('owner'), body: { ...body, startedAt: '2025-03-06T02:00:00Z' } }), 201);
  });

  it('keeps writes to those who may: viewer 403, a manager outside the order\'s unit 404, another company 404', async () => {
    const body = { userId: t.fx.users.luis.id, startedAt: '2025-03-10T08:00:00Z', endedAt: '2025-03-10T09:00:00Z', reason: 'r' };
    expectError(await t.call('POST', `/api/workOrders/${sevillaA.id}/logs`, { token: t.tokenFor('viewer'), body }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', `/api/workOrders/${bilbaoOrder.id}/logs`, { token: t.tokenFor('manager'), body }), 404, 'WORK_ORDER_NOT_FOUND');
    expectError(await t.call('GET', `/api/workOrders/${bilbaoOrder.id}/logs`, { token: t.tokenFor('manager') }), 404, 'WORK_ORDER_NOT_FOUND');
    expectError(await t.call('POST', `/api/workOrders/${sevillaA.id}/logs`, { token: t.tokenFor('manager'), body: { ...body, userId: ana() } }), 404, 'NOT_FOUND', 'userId');
    expectError(await t.call('GET', `/api/workOrders/${otherCompanyOrder.id}/report`, { token: t.tokenFor('owner') }), 404, 'WORK_ORDER_NOT_FOUND');
    expectError(await t.call('POST', `/api/workOrders/${otherCompanyOrder.id}/logs`, { token: t.tokenFor('owner'), body }), 404, 'WORK_ORDER_NOT_FOUND');
    expectError(await t.call('PATCH', `/api/workOrders/${bilbaoOrder.id}/logs/${typed.id}`, { token: t.tokenFor('viewer'), body: { reason: 'r' } }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/workOrders/${sevillaA.id}/logs/${typed.id}`, { token: t.tokenFor('owner'), body: { reason: 'r' } }), 404, 'WORK_ORDER_LOG_NOT_FOUND');
    // the manager may write on their own unit's order
    dataOf(await t.call('POST', `/api/workOrders/${sevillaA.id}/logs`, { token: t.tokenFor('manager'), body }), 201);
  });

  it('edits and deletes with a reason, audited', async () => {
    const edited = dataOf<Log>(await t.call('PATCH', `/api/workOrders/${bilbaoOrder.id}/logs/${typed.id}`, { token: t.tokenFor('owner'), body: { endedAt: '2025-03-06T01:00:00Z', reason: 'Salió antes' } }));
    expect(edited).toMatchObject({ minutes: 180, endedAt: '2025-03-06T01:00:00.000Z', reason: 'Salió antes' });
    dataOf(await t.call('DELETE', `/api/workOrders/${bilbaoOrder.id}/logs/${typed.id}`, { token: t.tokenFor('owner'), body: { reason: 'Duplicado' } }));
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'workOrderLogs'), eq(auditLog.entityId, typed.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(audit.find((a) => a.action === 'delete')!.changes).toMatchObject({ reason: 'Duplicado' });
    expect((await logsOf(bilbaoOrder.id)).logs.map((l) => l.id)).not.toContain(typed.id);
  });

  it('does not delete an order with time on it', async () => {
    expectError(await t.call('DELETE', `/api/workOrders/${sevillaA.id}`, { token: t.tokenFor('owner') }), 409, 'WORK_ORDER_HAS_LOGS');
  });
});

describe('reports', () => {
  it('/ots-reports data: planned vs logged hours, people, progress; filtered and scoped', async () => {
    const all = dataOf<{ workOrders: (Order & { loggedMinutes: number; people: number; progress: number })[]; count: number }>(
      await t.call('POST', '/api/workOrders/report', { token: t.tokenFor('manager'), body: { from: '2025-03-01', to: '2025-03-31', q: 'climat' } }));
    expect(all.workOrders.map((o) => o.id)).not.toContain(bilbaoOrder.id);
    const a = all.workOrders.find((o) => o.id === sevillaA.id)!;
    expect(a).toMatchObject({ loggedMinutes: 180, people: 1, plannedHours: 20, progress: 0.15 });
    const none = dataOf<{ count: number }>(await t.call('POST', '/api/workOrders/report', { token: t.tokenFor('owner'), body: { from: '2025-06-01', to: '2025-06-30' } }));
    expect(none.count).toBe(0);
  });

  it('one order: people, hours per day (a night log on both dates) and cost when the hourly cost is set', async () => {
    await t.db.update(users).set({ extra: { hourlyCost: 20 } }).where(eq(users.id, t.fx.users.ana.id));
    dataOf(await t.call('POST', `/api/workOrders/${bilbaoOrder.id}/logs`, { token: t.tokenFor('owner'), body: { userId: t.fx.users.ana.id, startedAt: '2025-03-11T21:00:00Z', endedAt: '2025-03-12T01:00:00Z', reason: 'Guardia' } }), 201);
    const r = dataOf<{ people: { userId: string; minutes: number; cost: number | null }[]; days: { date: string; minutes: number }[]; totals: { minutes: number; cost: number } }>(
      await t.call('GET', `/api/workOrders/${bilbaoOrder.id}/report`, { token: t.tokenFor('owner'), query: { from: '2025-03-11', to: '2025-03-12' } }));
    // Bilbao keeps Madrid time: 22:00–02:00 local, two hours on each date
    expect(r.days).toEqual([{ date: '2025-03-11', userId: t.fx.users.ana.id, minutes: 120 }, { date: '2025-03-12', userId: t.fx.users.ana.id, minutes: 120 }]);
    expect(r.people).toMatchObject([{ userId: t.fx.users.ana.id, minutes: 240, cost: 80 }]);
    expect(r.totals).toMatchObject({ minutes: 240, cost: 80 });
    // the people come a page at a time; the totals and the count stay the whole period's
    const next = dataOf<{ people: unknown[]; count: number; days: unknown[]; totals: { minutes: number } }>(
      await t.call('GET', `/api/workOrders/${bilbaoOrder.id}/report`, { token: t.tokenFor('owner'), query: { from: '2025-03-11', to: '2025-03-12', skip: '1', limit: '1' } }));
    expect(next).toMatchObject({ people: [], count: 1, days: [], totals: { minutes: 240 } });
  });

  it('per collaborator and one collaborator: hours on orders in the period; scoped', async () => {
    const r = dataOf<{ collaborators: { userId: string; minutes: number; orders: { workOrderId: string; minutes: number }[] }[] }>(
      await t.call('POST', '/api/workOrders/collaborators/report', { token: t.tokenFor('manager'), body: { from: '2025-03-01', to: '2025-03-31' } }));
    expect(r.collaborators.map((c) => c.userId)).toEqual([t.fx.users.luis.id]);
    expect(r.collaborators[0].minutes).toBe(330);
    const one = dataOf<{ minutes: number; orders: unknown[] }>(await t.call('GET', `/api/workOrders/collaborators/${t.fx.users.luis.id}/report`, { token: t.tokenFor('owner'), query: { from: '2025-03-01', to: '2025-03-31' } }));
    expect(one.minutes).toBe(330);
    expect(one.orders).toHaveLength(2);
    expectError(await t.call('GET', `/api/workOrders/collaborators/${t.fx.users.ana.id}/report`, { token: t.tokenFor('manager'), query: { from: '2025-03-01', to: '2025-03-31' } }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/workOrders/collaborators/${t.fx.users.demoworker.id}/report`, { token: t.tokenFor('owner'), query: { from: '2025-03-01', to: '2025-03-31' } }), 404, 'NOT_FOUND');
  });

  it('exports each report as a workbook with its rows', async () => {
    const calls: [string, string, Record<string, unknown>?][] = [
      ['POST', '/api/workOrders/report/export', { from: '2025-03-01', to: '2025-03-31' }],
      ['GET', `/api/workOrders/${bilbaoOrder.id}/report/export`],
      ['POST', '/api/workOrders/collaborators/report/export', { from: '2025-03-01', to: '2025-03-31' }],
      ['GET', `/api/workOrders/collaborators/${t.fx.users.luis.id}/report/export?from=2025-03-01&to=2025-03-31`],
      ['GET', `/api/workOrders/${sevillaA.id}/logs/export?userId=${t.fx.users.luis.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${t.tokenFor('owner')}`, 'accept-language': 'en-US' }, ...(body ? { payload: body } : {}) });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(String(res.headers['content-type'])).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0].rowCount, url).toBeGreaterThan(1);
    }
  });
});

