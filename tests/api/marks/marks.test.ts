import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marks, workdayReviews } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addDays } from '../../../src/shared/workday';
import { steadyNightDaysAgo } from '../../support/seededDates';
import { at, daysAgo, mark, planShift, postMarks, type WorkdayView } from '../workdays/attendanceHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Single = { id: string; markId: string; duplicate: boolean; workday: WorkdayView | null; workdayDate: string | null; ignored?: string };
type Batch = { results: { index: number; id: string; status: string; duplicate: boolean; code?: string; errors?: { field: string; code: string; message: string }[]; workdayDate?: string | null }[]; created: number; duplicates: number; rejected: number };

const storedMarks = (userId: string) => t.db.select().from(marks).where(eq(marks.userId, userId));
const reviewsOf = (workdayId: string) => t.db.select().from(workdayReviews).where(eq(workdayReviews.workdayId, workdayId));

describe('POST /api/marks', () => {
  it('stores a check-in, closes a forgotten check-out automatically with a PENDING review, and reopens it when the check-out arrives', async () => {
    const { id: userId } = t.fx.users.collaborator;
    const date = daysAgo(10);
    const first = dataOf<Single>(await postMarks(t, mark({ userId, at: at(date, '08:00'), type: 'CHECK_IN' })), 201);
    expect(first.duplicate).toBe(false);
    expect(first.workday).toMatchObject({ date, state: 'automaticFinish', warnings: ['MISSING_CHECK_OUT'] });
    const pending = await reviewsOf(first.workday!.id);
    expect(pending.map((r) => [r.kind, r.status])).toEqual([['MISSING_CHECK_OUT', 'PENDING']]);

    const out = dataOf<Single>(await postMarks(t, mark({ userId, at: at(date, '16:00'), type: 'CHECK_OUT' })), 201);
    expect(out.workday).toMatchObject({ id: first.workday!.id, state: 'finish', warnings: [] });
    expect(out.workday!.totals.worked).toBe(480);
    expect(await reviewsOf(first.workday!.id)).toEqual([]); // the report was withdrawn: nothing to review any more
  });

  it('answers a retried mark with the same result and stores it once', async () => {
    const { id: userId } = t.fx.users.ana;
    const body = mark({ userId, at: at(daysAgo(9), '07:58'), type: 'CHECK_IN', device: 'RELOJ-BIO-1' });
    const first = dataOf<Single>(await postMarks(t, body), 201);
    const again = dataOf<Single>(await postMarks(t, body), 200);
    expect(again).toMatchObject({ id: body.id, markId: first.markId, duplicate: true, workdayDate: first.workdayDate });
    // even with another time (a clock resending a corrected copy), the first delivery stands
    const changed = dataOf<Single>(await postMarks(t, { ...body, at: at(daysAgo(9), '09:00') }), 200);
    expect(changed).toMatchObject({ markId: first.markId, duplicate: true });
    expect((await storedMarks(userId)).filter((m) => m.clientId === body.id)).toHaveLength(1);
  });

  it('takes a batch: good marks are stored and build the workday, bad ones are rejected one by one', async () => {
    const { id: userId } = t.fx.users.ana;
    const date = daysAgo(8);
    const repeated = mark({ userId, at: at(date, '08:00'), type: 'CHECK_IN' });
    const res = dataOf<Batch>(await postMarks(t, {
      marks: [
        repeated,
        mark({ userId, at: at(date, '12:00'), type: 'BREAK_START', source: 'mobile', position: { lat: 43.26, lng: -2.93, accuracy: 12 } }),
        mark({ userId, at: at(date, '12:30'), type: 'BREAK_END' }),
        mark({ userId, at: at(date, '16:30'), type: 'CHECK_OUT' }),
        mark({ userId, at: at(date, '17:00'), type: 'LUNCH' }),
        mark({ userId, at: new Date(Date.now() + 3_600_000).toISOString(), type: 'CHECK_IN' }),
        repeated,
      ],
    }));
    expect(res.results.map((r) => r.status)).toEqual(['created', 'created', 'created', 'created', 'rejected', 'rejected', 'duplicate']);
    expect({ created: res.created, duplicates: res.duplicates, rejected: res.rejected }).toEqual({ created: 4, duplicates: 1, rejected: 2 });
    expect(res.results[4].errors).toEqual([expect.objectContaining({ field: 'type', code: 'MARK_TYPE_INVALID', message: 'Mark type not valid' })]);
    expect(res.results[5].errors).toEqual([expect.objectContaining({ field: 'at', code: 'FUTURE_DATE_NOT_VALID' })]);
    expect(res.results[0].workdayDate).toBe(date);

    const history = dataOf<{ workdays: WorkdayView[] }>(await t.call('POST', `/api/workdays/history/${userId}`, { token: t.tokenFor('owner'), body: { filter: { date } } }));
    expect(history.workdays).toHaveLength(1);
    expect(history.workdays[0]).toMatchObject({ state: 'finish', totals: { worked: 480, break: 30 } });
    expect(history.workdays[0].breaks).toEqual([{ start: at(date, '12:00'), end: at(date, '12:30') }]);
  });

  it('refuses an unknown mark type and a future mark with the spec codes', async () => {
    const { id: userId } = t.fx.users.ana;
    expectError(await postMarks(t, mark({ userId, at: at(daysAgo(7), '08:00'), type: 'ENTRADA' })), 400, 'VALIDATION_ERROR', 'type');
    const res = await postMarks(t, mark({ userId, at: new Date(Date.now() + 86_400_000).toISOString(), type: 'CHECK_IN' }));
    expectError(res, 400, 'VALIDATION_ERROR', 'at');
    expect(res.body.errors?.[0]).toMatchObject({ code: 'FUTURE_DATE_NOT_VALID', message: 'A future date is not valid' });
    // a bare local time would be read in some server's zone: an offset is required
    expectError(await postMarks(t, mark({ userId, at: `${daysAgo(7)}T08:00:00`, type: 'CHECK_IN' })), 400, 'VALIDATION_ERROR', 'at');
    expectError(await postMarks(t, { marks: Array.from({ length: 501 }, () => mark({ userId, at: at(daysAgo(7), '08:00'), type: 'CHECK_IN' })) }), 400, 'VALIDATION_ERROR', 'marks');
    expect((await storedMarks(userId)).some((m) => m.type === 'ENTRADA')).toBe(false);
  });

  it('finds the collaborator by document number, answers 404 outside the caller’s units or company and 409 for an offboarded one', async () => {
    const date = daysAgo(6);
    const byDoc = dataOf<Single>(await postMarks(t, mark({ numberOfDocument: 'DOC-luis', at: at(date, '09:00'), type: 'CHECK_IN' }), 'manager'), 201);
    expect(byDoc.workdayDate).toBe(date);
    // the manager runs Sevilla only: a Bilbao collaborator looks like an unknown id
    expectError(await postMarks(t, mark({ userId: t.fx.users.collaborator.id, at: at(date, '09:00'), type: 'CHECK_IN' }), 'manager'), 404, 'NOT_FOUND');
    expectError(await postMarks(t, mark({ userId: t.fx.users.demoworker.id, at: at(date, '09:00'), type: 'CHECK_IN' })), 404, 'NOT_FOUND');
    expectError(await postMarks(t, mark({ userId: t.fx.users.gone.id, at: at(date, '09:00'), type: 'CHECK_IN' })), 409, 'USER_INACTIVE', 'userId');
    // a viewer reads workdays but sends no marks
    expectError(await postMarks(t, mark({ userId: t.fx.users.luis.id, at: at(date, '17:00'), type: 'CHECK_OUT' }), 'viewer'), 403, 'FORBIDDEN');
    expect(await storedMarks(t.fx.users.gone.id)).toEqual([]);
  });

  it('recomputes with the planned shift: a late arrival and a night shift that ends the next morning', async () => {
    const { id: userId } = t.fx.users.luis;
    // a night with no clock change (the last Saturday of March or October has a 7- or 9-hour night)
    const night = steadyNightDaysAgo(3);
    const day = addDays(night, -1);
    const morning = addDays(night, 1);
    await planShift(t, userId, day, { startTime: '09:00', endTime: '17:00' });
    await postMarks(t, { marks: [mark({ userId, at: at(day, '09:20'), type: 'CHECK_IN' }), mark({ userId, at: at(day, '17:00'), type: 'CHECK_OUT' })] });
    await planShift(t, userId, night, { startTime: '22:00', endTime: '06:00' });
    const res = dataOf<Batch>(await postMarks(t, { marks: [mark({ userId, at: at(night, '22:00'), type: 'CHECK_IN' }), mark({ userId, at: at(morning, '06:00'), type: 'CHECK_OUT' })] }));
    expect(res.results.map((r) => r.workdayDate)).toEqual([night, night]);

    const days = dataOf<{ workdays: WorkdayView[] }>(await t.call('POST', `/api/workdays/history/${userId}`, { token: t.tokenFor('owner'), body: { filter: { date: { gte: day, lte: morning } } } })).workdays;
    const late = days.find((d) => d.date === day)!;
    expect(late.totals.late).toBe(20);
    expect(late.historyHours[0]).toMatchObject({ type: 'LATER_ARRIVAL', start: at(day, '09:00'), end: at(day, '09:20'), minutes: 20 });
    const nightDay = days.find((d) => d.date === night)!;
    expect(nightDay.totals).toMatchObject({ worked: 480, night: 480, late: 0 });
    expect(days.map((d) => d.date)).toEqual([night, day]); // the morning after is part of the night shift, not a day of its own
  });

  it('ignores a check-out with no check-in and says why', async () => {
    const { id: userId } = t.fx.users.collaborator;
    const res = dataOf<Single>(await postMarks(t, mark({ userId, at: at(daysAgo(20), '15:00'), type: 'CHECK_OUT' })), 201);
    expect(res).toMatchObject({ workday: null, workdayDate: null, ignored: 'NO_OPEN_CHECK_IN' });
    const stored = await t.db.select().from(marks).where(and(eq(marks.userId, userId), eq(marks.clientId, res.id)));
    expect(stored).toHaveLength(1); // marks are facts: kept even when no workday takes them
  });
});
