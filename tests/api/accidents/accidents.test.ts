import ExcelJS from 'exceljs';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workdays } from '../../../src/server/db/schema';
import { engineTableOf } from '../../../src/server/engine/tables';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type Accident = Record<string, unknown> & { id: string; people: Record<string, unknown>[] };
type Figures = { accidents: number; withLeave: number; daysLost: number; hoursWorked: number; frequencyRate: number | null; severityRate: number | null };
type Report = { totals: Figures; byMonth: (Figures & { month: string })[]; byUnit: (Figures & { unit: string; name: string })[]; byType: { type: string; accidents: number; daysLost: number }[] };

let t: TestApp;
let leaveId: string;
const accident = (over: Record<string, unknown> = {}) => ({
  occurredAt: '2025-03-10T09:30:00Z', place: 'Muelle 2', unit: t.fx.units.sevilla, type: 'atWork', description: 'Resbalón', ...over,
});
const create = async (body: Record<string, unknown>, who = 'owner') => dataOf<Accident>(await t.call('POST', '/api/accidents', { token: t.tokenFor(who), body }), 201);
const report = async (body: Record<string, unknown>, who = 'owner') => dataOf<Report>(await t.call('POST', '/api/accidents/report', { token: t.tokenFor(who), body }));

beforeAll(async () => {
  t = await createTestApp();
  const luis = t.fx.users.luis.id;
  // luis's medical leave: 5 days; and 160 hours worked in Sevilla in March 2025 (20 days × 8 h)
  const dayoffs = sql.raw(`"${getTableName(engineTableOf('dayoffs').table)}"`);
  const types = sql.raw(`"${getTableName(engineTableOf('dayofftypes').table)}"`);
  const [type] = (await t.db.execute(sql`INSERT INTO ${types} (company_id, title) VALUES (${t.fx.companyA.id}, 'Baja médica') RETURNING id`) as unknown as { rows: { id: string }[] }).rows;
  const [leave] = (await t.db.execute(sql`INSERT INTO ${dayoffs} (company_id, user_id, type_id, "from", "to", status, days) VALUES (${t.fx.companyA.id}, ${luis}, ${type.id}, '2025-03-10', '2025-03-14', 'APPROVED', 5) RETURNING id`) as unknown as { rows: { id: string }[] }).rows;
  leaveId = leave.id;
  await t.db.insert(workdays).values(Array.from({ length: 20 }, (_, i) => ({
    companyId: t.fx.companyA.id, userId: luis, date: `2025-03-${String(i + 1).padStart(2, '0')}`, state: 'finish', firstIn: new Date(`2025-03-${String(i + 1).padStart(2, '0')}T08:00:00Z`), workedMinutes: 480,
  })));
});
afterAll(async () => {
  await t?.close();
});

describe('the accidents register', () => {
  it('creates an accident with its people; its status moves only forward', async () => {
    const a = await create(accident({ people: [{ collaborator: t.fx.users.luis.id, stoppedWork: true, daysLost: 2 }] }));
    expect(a).toMatchObject({ status: 'reported', type: 'atWork', people: [{ collaborator: t.fx.users.luis.id, daysLost: 2 }] });
    const moved = dataOf<Accident>(await t.call('PATCH', `/api/accidents/${a.id}`, { token: t.tokenFor('owner'), body: { status: 'closed' } }));
    expect(moved.status).toBe('closed');
    expectError(await t.call('PATCH', `/api/accidents/${a.id}`, { token: t.tokenFor('owner'), body: { status: 'investigated' } }), 409, 'ACCIDENT_STATUS_BACKWARDS');
    // another company's person, or an absence that is not the person's, is refused
    expectError(await t.call('POST', '/api/accidents', { token: t.tokenFor('owner'), body: accident({ people: [{ collaborator: t.fx.users.demoworker.id }] }) }), 400, 'ACCIDENT_PERSON_NOT_FOUND');
    expectError(await t.call('POST', '/api/accidents', { token: t.tokenFor('owner'), body: accident({ people: [{ collaborator: t.fx.users.ana.id, absence: leaveId }] }) }), 400, 'ACCIDENT_ABSENCE_INVALID');
    expectError(await t.call('POST', '/api/accidents', { token: t.tokenFor('owner'), body: accident({ people: [{ collaborator: t.fx.users.luis.id, absence: leaveId, daysLost: 3 }] }) }), 400, 'ACCIDENT_DAYS_WITH_ABSENCE');
    await t.call('DELETE', `/api/accidents/${a.id}`, { token: t.tokenFor('owner') });
  });

  it('is unit-scoped, and another company\'s accident is a 404', async () => {
    const bilbao = await create(accident({ unit: t.fx.units.bilbao }));
    const other = await create(accident({ unit: t.fx.units.bHq }), 'demoowner');
    const list = dataOf<{ accidents: Accident[] }>(await t.call('POST', '/api/accidents/getFiltered', { token: t.tokenFor('manager'), body: {} }));
    expect(list.accidents.map((a) => a.id)).not.toContain(bilbao.id);
    expectError(await t.call('GET', `/api/accidents/${bilbao.id}`, { token: t.tokenFor('manager') }), 404, 'NOT_FOUND');
    expectError(await t.call('POST', '/api/accidents', { token: t.tokenFor('manager'), body: accident({ unit: t.fx.units.bilbao }) }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', `/api/accidents/${other.id}`, { token: t.tokenFor('owner') }), 404, 'NOT_FOUND');
    expectError(await t.call('POST', '/api/accidents', { token: t.tokenFor('viewer'), body: accident() }), 403, 'FORBIDDEN');
    await t.call('DELETE', `/api/accidents/${bilbao.id}`, { token: t.tokenFor('owner') });
  });

  it('keeps medical details from callers without the grant, refuses them on their writes, and audits reads with it', async () => {
    const a = await create(accident({ people: [{ collaborator: t.fx.users.luis.id, stoppedWork: true, injury: 'Esguince', bodyPart: 'Tobillo', absence: leaveId }] }));
    // the manager (no accidents-medical) reads the person without injury, body part or leave
    const seen = dataOf<Accident>(await t.call('GET', `/api/accidents/${a.id}`, { token: t.tokenFor('manager') }));
    expect(seen.people).toEqual([{ collaborator: t.fx.users.luis.id, stoppedWork: true }]);
    const listed = dataOf<{ accidents: Accident[] }>(await t.call('POST', '/api/accidents/getFiltered', { token: t.tokenFor('manager'), body: {} }));
    expect(JSON.stringify(listed)).not.toContain('Esguince');
    expectError(await t.call('POST', '/api/accidents', { token: t.tokenFor('manager'), body: accident({ people: [{ collaborator: t.fx.users.luis.id, injury: 'Corte' }] }) }), 403, 'ACCIDENT_MEDICAL_FORBIDDEN');
    // the manager's edit keeps what they cannot see
    dataOf(await t.call('PATCH', `/api/accidents/${a.id}`, { token: t.tokenFor('manager'), body: { people: [{ collaborator: t.fx.users.luis.id, stoppedWork: true }], status: 'investigated' } }));
    const before = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'accidents'), eq(auditLog.entityId, a.id), eq(auditLog.action, 'read')));
    // the administrator of the unit's region holds the grant: sees them, and the read is audited
    const full = dataOf<Accident>(await t.call('GET', `/api/accidents/${a.id}`, { token: t.tokenFor('owner') }));
    expect(full.people).toEqual([{ collaborator: t.fx.users.luis.id, stoppedWork: true, injury: 'Esguince', bodyPart: 'Tobillo', absence: leaveId }]);
    const after = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'accidents'), eq(auditLog.entityId, a.id), eq(auditLog.action, 'read')));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)?.username).toBe('owner');
    // the accident's change history holds the same details: refused without the grant, readable with it
    expectError(await t.call('GET', '/api/audit', { token: t.tokenFor('manager'), query: { entity: 'accidents', entityId: a.id } }), 403, 'FORBIDDEN');
    expect((await t.call('GET', '/api/audit', { token: t.tokenFor('owner'), query: { entity: 'accidents', entityId: a.id } })).status).toBe(200);
    await t.call('DELETE', `/api/accidents/${a.id}`, { token: t.tokenFor('owner') });
  });

  it('keeps every audited read, and the history can sum them up instead of listing them (reads=summary)', async () => {
    // in a unit of the administrator's region (they hold the medical grant too)
    const a = await create(accident({ unit: t.fx.units.bilbao, people: [{ collaborator: t.fx.users.luis.id, stoppedWork: true, injury: 'Corte', bodyPart: 'Mano' }] }));
    dataOf(await t.call('PATCH', `/api/accidents/${a.id}`, { token: t.tokenFor('owner'), body: { place: 'Muelle 3' } }));
    for (const who of ['owner', 'owner', 'admin']) dataOf(await t.call('GET', `/api/accidents/${a.id}`, { token: t.tokenFor(who) }));
    type History = { audit: { action: string; username: string }[]; count: number; reads?: { count: number; last: { at: string; username: string } | null } };
    const history = async (query: Record<string, string>) => dataOf<History>(await t.call('GET', '/api/audit', { token: t.tokenFor('owner'), query: { entity: 'accidents', entityId: a.id, ...query } }));
    // the full list: every read is there, as before (the create and update answers carried the details too)
    const full = await history({});
    const readsKept = full.audit.filter((e) => e.action === 'read').length;
    expect(readsKept).toBeGreaterThanOrEqual(3);
    expect(full.reads).toBeUndefined();
    // summed up: the changes only, and the reads as one count with the last reader
    const summary = await history({ reads: 'summary' });
    expect(summary.audit.map((e) => e.action)).toEqual(['update', 'create']);
    expect(summary.count).toBe(2);
    expect(summary.reads).toMatchObject({ count: readsKept, last: { username: 'admin' } });
    await t.call('DELETE', `/api/accidents/${a.id}`, { token: t.tokenFor('owner') });
  });
});

describe('the accidents report', () => {
  it('counts by month, unit and type; days lost from the leave counted once; rates over the hours worked', async () => {
    const period = { from: '2025-01-01', to: '2025-12-31' };
    const empty = await report(period);
    expect(empty.totals).toMatchObject({ accidents: 0, hoursWorked: 160, frequencyRate: 0, severityRate: 0 });
    const ids = [
      await create(accident({ people: [{ collaborator: t.fx.users.luis.id, stoppedWork: true, absence: leaveId }] })),
      // a second accident naming the same leave adds no days
      await create(accident({ occurredAt: '2025-03-11T10:00:00Z', people: [{ collaborator: t.fx.users.luis.id, absence: leaveId }] })),
      await create(accident({ occurredAt: '2025-04-02T10:00:00Z', type: 'commuting', people: [{ collaborator: t.fx.users.luis.id, daysLost: 3 }] })),
      await create(accident({ occurredAt: '2025-05-02T10:00:00Z', type: 'nearMiss', unit: t.fx.units.bilbao })),
    ].map((a) => a.id);
    const r = await report(period);
    // 2 accidents with leave (5 + 3 days) over 160 h: 2 × 1e6 / 160 = 12500; 8 × 1000 / 160 = 50
    expect(r.totals).toEqual({ accidents: 4, withLeave: 2, daysLost: 8, hoursWorked: 160, frequencyRate: 12500, severityRate: 50 });
    expect(r.byMonth).toHaveLength(12);
    expect(r.byMonth.find((m) => m.month === '2025-03')).toMatchObject({ accidents: 2, withLeave: 1, daysLost: 5, hoursWorked: 160 });
    expect(r.byMonth.find((m) => m.month === '2025-04')).toMatchObject({ accidents: 1, daysLost: 3, hoursWorked: 0, frequencyRate: null });
    expect(r.byType).toEqual([{ type: 'atWork', accidents: 2, daysLost: 5 }, { type: 'commuting', accidents: 1, daysLost: 3 }, { type: 'nearMiss', accidents: 1, daysLost: 0 }]);
    expect(r.byUnit.map((u) => [u.name, u.accidents])).toEqual([['Sevilla Store', 3], ['Bilbao Store', 1]]);
    // a manager sees their units only; a unit outside them is a 404
    expect((await report(period, 'manager')).totals.accidents).toBe(3);
    expectError(await t.call('POST', '/api/accidents/report', { token: t.tokenFor('manager'), body: { ...period, unit: t.fx.units.bilbao } }), 404, 'BRANCHOFFICE_NOT_FOUND');
    // the north region (with Bilbao): one near miss and no hours: rates not computable
    expect((await report({ ...period, unit: t.fx.units.north })).totals).toMatchObject({ accidents: 1, withLeave: 0, frequencyRate: null, severityRate: null });
    expectError(await t.call('POST', '/api/accidents/report', { token: t.tokenFor('owner'), body: { from: '2025-02-01', to: '2025-01-01' } }), 400, 'DATE_RANGE_INVALID');

    const xlsx = await t.app.inject({ method: 'POST', url: '/api/accidents/report/export', headers: { authorization: `Bearer ${t.tokenFor('owner')}`, 'accept-language': 'en-US' }, payload: { ...period, format: 'xlsx' } });
    expect(xlsx.statusCode).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Totals', 'By month', 'By unit', 'By type']);
    expect(book.worksheets[0].getRow(2).values).toEqual([undefined, 'Totals', 4, 2, 8, 160, '12,500.00', '50.00']);
    const pdf = await t.app.inject({ method: 'POST', url: '/api/accidents/report/export', headers: { authorization: `Bearer ${t.tokenFor('manager')}`, 'accept-language': 'es-ES' }, payload: { ...period, format: 'pdf' } });
    expect(pdf.statusCode).toBe(200);
    expect(String(pdf.headers['content-type'])).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const id of ids) await t.call('DELETE', `/api/accidents/${id}`, { token: t.tokenFor('owner') });
  });
});
