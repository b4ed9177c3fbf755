import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, marks } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { at, daysAgo, history, mark, postMarks, saveWorkday, type WorkdayView } from './attendanceHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const fieldsOf = (res: { body: { errors?: { field: string; code: string }[] } }) => res.body.errors?.map((e) => `${e.field}:${e.code}`);
type AuditRow = { action: string; username: string; changes: Record<string, { from?: unknown; to?: unknown }> };
const auditOf = async (id: string, username = 'owner') =>
  dataOf<{ audit: AuditRow[]; count: number }>(await t.call('GET', `/api/workdays/${id}/audit`, { token: t.tokenFor(username) }));

describe('manual workdays: PATCH /api/workdays/update and DELETE /api/workdays/:id', () => {
  const userId = () => t.fx.users.collaborator.id;

  it('creates a manual workday, computes its totals and records who did it', async () => {
    const date = daysAgo(6);
    const res = await saveWorkday(t, {
      userId: userId(), date,
      clocks: [{ in: at(date, '09:00'), out: at(date, '14:00') }, { in: at(date, '15:00'), out: at(date, '18:00') }],
      breaks: [{ start: at(date, '11:00'), end: at(date, '11:15') }],
    });
    const created = dataOf<WorkdayView>(res, 201);
    expect(created).toMatchObject({ date, manual: true, state: 'change', totals: { worked: 465, break: 15 } });
    const { audit } = await auditOf(created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', username: 'owner' });
    expect(audit[0].changes).toMatchObject({ date, clocks: created.clocks });
  });

  it('answers the spec codes on the failing fields, in the caller’s language', async () => {
    const date = daysAgo(5);
    const outside = await saveWorkday(t, {
      userId: userId(), date, clocks: [{ in: at(date, '09:00'), out: at(date, '17:00') }], breaks: [{ start: at(date, '18:00'), end: at(date, '18:30') }],
    });
    expectError(outside, 400, 'VALIDATION_ERROR', 'breaks.0.start');
    expect(outside.body.errors?.[0]).toMatchObject({ code: 'BREAK_OUTSIDE_CLOCK', message: 'The break is outside the clocked time' });

    const reversed = await t.call('PATCH', '/api/workdays/update', {
      token: t.tokenFor('owner'), locale: 'es-ES',
      body: { userId: userId(), date, clocks: [{ in: at(date, '17:00'), out: at(date, '09:00') }] },
    });
    expectError(reversed, 400, 'VALIDATION_ERROR');
    expect(fieldsOf(reversed)).toEqual(['clocks.0.out:CLOCK_END_BEFORE_START']);
    expect(reversed.body.errors?.[0].message).toBe('La salida es anterior a la entrada');

    const tomorrow = daysAgo(-1);
    const future = await saveWorkday(t, { userId: userId(), date: tomorrow, clocks: [{ in: at(tomorrow, '09:00'), out: at(tomorrow, '17:00') }] });
    expect(fieldsOf(future)).toContain('date:FUTURE_DATE_NOT_VALID');

    const twoPairs = await saveWorkday(t, {
      userId: userId(), date, clocks: [{ in: at(date, '09:00'), out: at(date, '13:00') }, { in: at(date, '12:00'), out: at(date, '16:00') }],
      breaks: [{ start: at(date, '10:00'), end: at(date, '10:00') }],
    });
    expect(fieldsOf(twoPairs)).toEqual(expect.arrayContaining(['clocks.1.in:OVERLAPS', 'breaks.0.end:BREAK_START_END_EQUAL']));
    const history5 = dataOf<{ count: number }>(await history(t, userId(), { filter: { date } }));
    expect(history5.count).toBe(0); // nothing refused was saved
  });

  it('refuses a workday overlapping the night shift of the day before, and a second workday on the same date', async () => {
    const night = daysAgo(4);
    const morning = daysAgo(3);
    dataOf(await saveWorkday(t, { userId: userId(), date: night, clocks: [{ in: at(night, '22:00'), out: at(morning, '06:00') }] }), 201);
    const overlap = await saveWorkday(t, { userId: userId(), date: morning, clocks: [{ in: at(morning, '05:00'), out: at(morning, '10:00') }] });
    expectError(overlap, 400, 'VALIDATION_ERROR', 'clocks.0.in');
    expect(fieldsOf(overlap)).toEqual(['clocks.0.in:OVERLAPS']);

    dataOf(await saveWorkday(t, { userId: userId(), date: morning, clocks: [{ in: at(morning, '08:00'), out: at(morning, '10:00') }] }), 201);
    expectError(await saveWorkday(t, { userId: userId(), date: morning, clocks: [{ in: at(morning, '16:00'), out: at(morning, '18:00') }] }), 409, 'OVERLAPS', 'date');
  });

  it('corrects a workday built from marks: it becomes manual, later marks leave it alone, and the change is audited', async () => {
    const date = daysAgo(8);
    const built = dataOf<{ workday: WorkdayView }>(await postMarks(t, mark({ userId: userId(), at: at(date, '08:00'), type: 'CHECK_IN' })), 201).workday;
    expect(built.state).toBe('automaticFinish');

    const fixed = dataOf<WorkdayView>(await saveWorkday(t, {
      id: built.id, userId: userId(), date, clocks: [{ in: at(date, '08:00'), out: at(date, '15:30') }], breaks: [{ start: at(date, '12:00'), end: at(date, '12:30') }],
    }));
    expect(fixed).toMatchObject({ id: built.id, manual: true, state: 'change', warnings: [], totals: { worked: 420, break: 30 } });

    // a late check-out from a clock is stored but does not undo the correction
    const late = dataOf<{ ignored?: string; workdayId: string | null }>(await postMarks(t, mark({ userId: userId(), at: at(date, '19:00'), type: 'CHECK_OUT' })), 201);
    expect(late).toMatchObject({ ignored: 'MANUAL_WORKDAY', workdayId: null });
    const [kept] = dataOf<{ workdays: WorkdayView[] }>(await history(t, userId(), { filter: { date } })).workdays;
    expect(kept.totals.worked).toBe(420);

    const { audit } = await auditOf(built.id);
    expect(audit.map((a) => a.action)).toEqual(['update']);
    expect(audit[0].changes.clocks).toEqual({ from: [{ in: at(date, '08:00'), out: at(date, '08:00'), automatic: true }], to: [{ in: at(date, '08:00'), out: at(date, '15:30') }] });
    expect(audit[0].changes.state).toEqual({ from: 'automaticFinish', to: 'change' });
  });

  it('deletes a workday: its marks are voided so it does not come back, and the deletion is audited', async () => {
    const date = daysAgo(12);
    const sent = [mark({ userId: userId(), at: at(date, '08:00'), type: 'CHECK_IN' }), mark({ userId: userId(), at: at(date, '12:00'), type: 'CHECK_OUT' })];
    dataOf(await postMarks(t, { marks: sent }));
    const [day] = dataOf<{ workdays: WorkdayView[] }>(await history(t, userId(), { filter: { date } })).workdays;

    expectError(await t.call('DELETE', `/api/workdays/${day.id}`, { token: t.tokenFor('viewer') }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', `/api/workdays/${day.id}`, { token: t.tokenFor('manager') }), 404, 'NOT_FOUND');
    expect(dataOf<{ id: string }>(await t.call('DELETE', `/api/workdays/${day.id}`, { token: t.tokenFor('admin') }))).toEqual({ id: day.id });
    expectError(await t.call('DELETE', `/api/workdays/${day.id}`, { token: t.tokenFor('owner') }), 404, 'NOT_FOUND');

    // a new mark the same afternoon rebuilds the day from the marks still counting: the deleted morning stays gone
    dataOf(await postMarks(t, { marks: [mark({ userId: userId(), at: at(date, '14:00'), type: 'CHECK_IN' }), mark({ userId: userId(), at: at(date, '15:00'), type: 'CHECK_OUT' })] }));
    const [rebuilt] = dataOf<{ workdays: WorkdayView[] }>(await history(t, userId(), { filter: { date } })).workdays;
    expect(rebuilt.totals.worked).toBe(60);
    const voided = await t.db.select().from(marks).where(and(eq(marks.userId, userId()), eq(marks.clientId, sent[0].id)));
    expect(voided[0].voidedAt).not.toBeNull();

    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'workdays'), eq(auditLog.entityId, day.id)));
    expect(rows.map((r) => [r.action, r.username])).toEqual([['delete', 'admin']]);
    expect(rows[0].changes).toMatchObject({ date, userId: userId() });
  });

  it('keeps people outside the caller’s scope and permission out', async () => {
    const date = daysAgo(2);
    const body = { userId: userId(), date, clocks: [{ in: at(date, '09:00'), out: at(date, '10:00') }] };
    expectError(await saveWorkday(t, body, 'manager'), 404, 'NOT_FOUND');
    expectError(await saveWorkday(t, body, 'viewer'), 403, 'FORBIDDEN');
    expectError(await saveWorkday(t, { ...body, userId: t.fx.users.demoworker.id }), 404, 'NOT_FOUND');
    expectError(await saveWorkday(t, { ...body, extra: 1 }), 400, 'VALIDATION_ERROR', 'extra');
    const other = dataOf<WorkdayView>(await saveWorkday(t, { ...body, userId: t.fx.users.luis.id }, 'manager'), 201);
    // an id of another person's workday is not found for this user
    expectError(await saveWorkday(t, { ...body, id: other.id }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/workdays/${other.id}/audit`, { token: t.tokenFor('admin') }), 404, 'NOT_FOUND');
  });
});
