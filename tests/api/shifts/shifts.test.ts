import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../../../src/shared/workday';
import { auditLog, shifts } from '../../../src/server/db/schema';
import { specialDays } from '../../../src/server/engine/storage/productTables';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let morning: string;
let night: string;
let restTpl: string;
const MONDAY = '2030-01-07';
type Shift = { id: string | null; virtual: boolean; userId: string; date: string; type: string; templateId: string | null; templateName: string | null; startTime: string | null; endTime: string | null };
type Calendar = { users: { user: { id: string }; days: { date: string; shift: Shift | null; specialDays: { name: string }[] }[] }[] };

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, username = 'owner', lang?: string) =>
  t.call(method, url, { token: t.tokenFor(username), body, headers: lang ? { 'accept-language': lang } : undefined });
const template = async (body: Record<string, unknown>) => dataOf<{ id: string }>(await call('POST', '/api/workshift/shiftTemplate', body), 201).id;

async function waitJob(jobId: string) {
  for (let i = 0; i < 100; i++) {
    const job = dataOf<{ status: string; done: number; total: number; result: Record<string, number> }>(await call('GET', `/api/jobs/${jobId}`));
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('job did not finish');
}

beforeAll(async () => {
  t = await createTestApp();
  morning = await template({ name: 'Mañana', externalId: 'M', type: 'simple', startTime: '08:00', endTime: '16:00', color: '#ff0000' });
  night = await template({ name: 'Noche', externalId: 'N', type: 'simple', startTime: '22:00', endTime: '06:00' });
  restTpl = await template({ name: 'Libre', externalId: 'L', type: 'rest' });
});
afterAll(async () => t?.close());

describe('shifts CRUD', () => {
  it('creates from a template, reads it in the week, edits and deletes it, with audit rows', async () => {
    const ana = t.fx.users.ana.id;
    const created = dataOf<Shift>(await call('POST', '/api/workshift/shift', { userId: ana, date: MONDAY, templateId: morning }), 201);
    expect(created).toMatchObject({ date: MONDAY, type: 'simple', startTime: '08:00', endTime: '16:00', templateName: 'Mañana', virtual: false });
    const week = dataOf<{ shifts: (Shift & { color: string })[]; count: number }>(await call('POST', '/api/shifts/getFiltered', { filters: { userId: ana, date: { gte: MONDAY, lte: addDays(MONDAY, 6) } } }));
    expect(week.shifts.map((s) => [s.date, s.templateName, s.color])).toEqual([[MONDAY, 'Mañana', '#ff0000']]);
    const byBranch = dataOf<{ shifts: Shift[] }>(await call('POST', '/api/shifts/getFiltered', { filters: { branch: t.fx.units.bilbao, date: { gte: MONDAY, lte: MONDAY } } }));
    expect(byBranch.shifts.map((s) => s.userId)).toEqual([ana]);

    const edited = dataOf<Shift>(await call('PATCH', `/api/workshift/shift/${created.id}`, { type: 'custom', startTime: '09:00', endTime: '13:00' }));
    expect(edited).toMatchObject({ type: 'custom', startTime: '09:00', endTime: '13:00', templateId: null });
    dataOf(await call('DELETE', `/api/workshift/shift/${created.id}`));
    expectError(await call('DELETE', `/api/workshift/shift/${created.id}`), 404, 'NOT_FOUND');
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'shifts'), eq(auditLog.entityId, created.id!)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('plans a rest day without times and refuses bad input with 400, never 500', async () => {
    const luis = t.fx.users.luis.id;
    const rest = dataOf<Shift>(await call('POST', '/api/workshift/shift', { userId: luis, date: MONDAY, type: 'rest' }), 201);
    expect(rest).toMatchObject({ type: 'rest', startTime: null, endTime: null });
    expectError(await call('POST', '/api/workshift/shift', { userId: luis, date: addDays(MONDAY, 1), type: 'custom' }), 400, 'VALIDATION_ERROR', 'startTime');
    expectError(await call('POST', '/api/workshift/shift', { userId: luis, date: '2030-02-30', type: 'rest' }), 400, 'VALIDATION_ERROR');
    expectError(await call('POST', '/api/workshift/shift', { userId: luis, date: MONDAY, type: 'weird' }), 400, 'VALIDATION_ERROR', 'type');
    expectError(await call('POST', '/api/workshift/shift', { userId: luis, date: addDays(MONDAY, 2), templateId: t.fx.users.ana.id }), 400, 'VALIDATION_ERROR', 'templateId');
    expectError(await call('PATCH', '/api/workshift/shift/nope', {}), 400, 'VALIDATION_ERROR');
    expectError(await call('POST', '/api/shifts/getFiltered', { filters: { date: { gte: MONDAY, lte: addDays(MONDAY, -1) } } }), 400, 'DATE_RANGE_INVALID');
  });
});

describe('overlaps', () => {
  it('refuses a second shift the same day and a night shift running into the next morning with SHIFT_OVERLAPS', async () => {
    const c = t.fx.users.collaborator.id;
    const d = addDays(MONDAY, 14);
    dataOf(await call('POST', '/api/workshift/shift', { userId: c, date: d, templateId: morning }), 201);
    const same = await call('POST', '/api/workshift/shift', { userId: c, date: d, type: 'custom', startTime: '12:00', endTime: '18:00' }, 'owner', 'es-ES');
    expectError(same, 409, 'SHIFT_OVERLAPS');
    expect(same.body.message).toBe('El turno se solapa con otro existente');

    dataOf(await call('POST', '/api/workshift/shift', { userId: c, date: addDays(d, 1), type: 'custom', startTime: '22:00', endTime: '06:00' }), 201);
    expectError(await call('POST', '/api/workshift/shift', { userId: c, date: addDays(d, 2), type: 'custom', startTime: '05:00', endTime: '12:00' }), 409, 'SHIFT_OVERLAPS', 'startTime');
    // touching ends are fine
    const morningAfter = dataOf<Shift>(await call('POST', '/api/workshift/shift', { userId: c, date: addDays(d, 2), type: 'custom', startTime: '06:00', endTime: '12:00' }), 201);
    // moving that morning start into the night shift is refused too
    expectError(await call('PATCH', `/api/workshift/shift/${morningAfter.id}`, { startTime: '05:30' }), 409, 'SHIFT_OVERLAPS', 'startTime');
    // a night template whose morning runs into an early shift of the next day
    dataOf(await call('POST', '/api/workshift/shift', { userId: c, date: addDays(d, 5), type: 'custom', startTime: '04:00', endTime: '10:00' }), 201);
    expectError(await call('POST', '/api/workshift/shift', { userId: c, date: addDays(d, 4), templateId: night }), 409, 'SHIFT_OVERLAPS');
  });
});

describe('calendar with virtual shifts and special days', () => {
  it('shows virtual shifts from the pattern, saves one on PATCH virtual, and lists the unit’s special days', async () => {
    const ana = t.fx.users.ana.id;
    const from = addDays(MONDAY, 28);
    await t.db.insert(specialDays).values([
      { companyId: t.fx.companyA.id, name: 'Fiesta local', dateFrom: addDays(from, 2), dateTo: addDays(from, 2), branches: [t.fx.units.bilbao] },
      { companyId: t.fx.companyA.id, name: 'Sevilla día', dateFrom: addDays(from, 3), dateTo: addDays(from, 3), branches: [t.fx.units.sevilla] },
      { companyId: t.fx.companyA.id, name: 'Nacional', dateFrom: addDays(from, 4), dateTo: addDays(from, 5), branches: [] },
    ]);
    dataOf(await call('PATCH', `/api/workshift/pattern/${ana}`, { weekdays: { [weekdayOf(from)]: morning, [weekdayOf(addDays(from, 6))]: restTpl } }));
    const cal = dataOf<Calendar>(await call('POST', '/api/workshift/calendarToUserShift', { userId: ana, from, to: addDays(from, 6) }));
    const days = cal.users[0].days;
    expect(days[0].shift).toMatchObject({ id: null, virtual: true, templateName: 'Mañana', startTime: '08:00' });
    expect(days[6].shift).toMatchObject({ virtual: true, type: 'rest' });
    expect(days[1].shift).toBeNull();
    expect(days.map((d) => d.specialDays.map((s) => s.name))).toEqual([[], [], ['Fiesta local'], [], ['Nacional'], ['Nacional'], []]);

    const saved = dataOf<Shift>(await call('PATCH', '/api/workshift/shift/virtual', { userId: ana, date: from }), 201);
    expect(saved).toMatchObject({ virtual: false, templateId: morning, date: from });
    const again = dataOf<Calendar>(await call('POST', '/api/workshift/calendarToUserShift', { userIds: [ana], from, to: from }));
    expect(again.users[0].days[0].shift).toMatchObject({ id: saved.id, virtual: false });
    expectError(await call('PATCH', '/api/workshift/shift/virtual', { userId: ana }), 400, 'VALIDATION_ERROR', 'date');
  });

  it('refuses overlapping availability ranges with AVAILABILITY_OVERLAPS', async () => {
    const luis = t.fx.users.luis.id;
    const res = await call('PATCH', `/api/workshift/pattern/${luis}`, { availability: [{ weekday: 1, startTime: '08:00', endTime: '14:00' }, { weekday: 1, startTime: '13:00', endTime: '18:00' }] });
    expectError(res, 400, 'AVAILABILITY_OVERLAPS', 'availability.1.startTime');
    dataOf(await call('PATCH', `/api/workshift/pattern/${luis}`, { availability: [{ weekday: 1, startTime: '08:00', endTime: '14:00' }, { weekday: 1, startTime: '14:00', endTime: '18:00' }] }));
    expect(dataOf<{ availability: unknown[] }>(await call('GET', `/api/workshift/pattern/${luis}`)).availability).toHaveLength(2);
  });
});

describe('generation job', () => {
  it('fills 8 weeks from the pattern and keeps shifts set by hand', async () => {
    const c = t.fx.users.collaborator.id;
    const from = '2031-03-03'; // a Monday
    const weekdays = Object.fromEntries([1, 2, 3, 4, 5].map((d) => [String(d), morning]));
    dataOf(await call('PATCH', `/api/workshift/pattern/${c}`, { weekdays: { ...weekdays, 0: restTpl } }));
    const manual = dataOf<Shift>(await call('POST', '/api/workshift/shift', { userId: c, date: addDays(from, 2), type: 'custom', startTime: '10:00', endTime: '14:00' }), 201);
    const started = dataOf<{ jobId: string; total: number }>(await call('POST', '/api/workshift/generate', { userIds: [c], from }), 202);
    expect(started.total).toBe(1);
    const job = await waitJob(started.jobId);
    expect(job).toMatchObject({ status: 'completed', done: 1, total: 1 });
    expect(job.result).toMatchObject({ created: 8 * 6 - 1, kept: 1 });
    const planned = dataOf<{ shifts: Shift[] }>(await call('POST', '/api/shifts/getFiltered', { filters: { userId: c, date: { gte: from, lte: addDays(from, 55) } } })).shifts;
    expect(planned).toHaveLength(48);
    expect(planned.find((s) => s.date === addDays(from, 2))).toMatchObject({ id: manual.id, startTime: '10:00', type: 'custom' });
    expect(planned.filter((s) => s.type === 'rest')).toHaveLength(8);
    // running again creates nothing
    const second = await waitJob(dataOf<{ jobId: string }>(await call('POST', '/api/workshift/generate', { userIds: [c], from }), 202).jobId);
    expect(second.result).toMatchObject({ created: 0 });
  });
});

describe('scoping and permissions', () => {
  it('answers 404 for collaborators outside the caller’s units or company, 403 without the permission', async () => {
    const luis = t.fx.users.luis.id; // sevilla
    expectError(await call('POST', '/api/workshift/shift', { userId: luis, date: addDays(MONDAY, 40), type: 'rest' }, 'admin'), 404, 'NOT_FOUND');
    expectError(await call('POST', '/api/workshift/calendarToUserShift', { userId: luis, from: MONDAY, to: MONDAY }, 'admin'), 404, 'NOT_FOUND');
    expectError(await call('POST', '/api/workshift/shift', { userId: t.fx.users.demoworker.id, date: MONDAY, type: 'rest' }), 404, 'NOT_FOUND');
    const [luisRest] = await t.db.select().from(shifts).where(and(eq(shifts.userId, luis), eq(shifts.date, MONDAY)));
    expectError(await call('DELETE', `/api/workshift/shift/${luisRest.id}`, undefined, 'admin'), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/api/workshift/shift/${luisRest.id}`, undefined, 'demoowner'), 404, 'NOT_FOUND');
    const adminWeek = dataOf<{ shifts: Shift[] }>(await call('POST', '/api/shifts/getFiltered', { filters: { date: { gte: MONDAY, lte: MONDAY } } }, 'admin'));
    expect(adminWeek.shifts.map((s) => s.userId)).not.toContain(luis);
    expect((await call('POST', '/api/workshift/shift', { userId: luis, date: addDays(MONDAY, 41), type: 'rest' }, 'viewer')).status).toBe(403);
    // generation only reaches collaborators in the caller's units; a read-only role cannot start it
    dataOf(await call('PATCH', `/api/workshift/pattern/${luis}`, { weekdays: { 1: morning } }));
    expect(dataOf<{ total: number }>(await call('POST', '/api/workshift/generate', { userIds: [luis], from: '2032-01-05' }, 'admin'), 202).total).toBe(0);
    expect((await call('POST', '/api/workshift/generate', { userIds: [luis] }, 'viewer')).status).toBe(403);
    expectError(await call('PATCH', `/api/workshift/pattern/${luis}`, { weekdays: { 1: morning } }, 'admin'), 404, 'NOT_FOUND');
  });
});
