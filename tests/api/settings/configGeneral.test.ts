import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { at, daysAgo, mark, planShift, postMarks, type WorkdayView } from '../workdays/attendanceHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type General = Record<string, unknown> & {
  toleranceLateArrival: number;
  rangeOfBreak: { min: number; max: number };
  overtime: { minimumHours: number; maximumHours: number; earlyEntryTolerance: number; automaticCloseTolerance: number };
  nightShiftRange: { start: string; end: string };
};

const URL = '/api/companies/config/general';
const get = (username = 'owner') => t.call('GET', URL, { token: t.tokenFor(username) });
const patch = (body: unknown, username = 'owner', locale?: string) => t.call('PATCH', URL, { token: t.tokenFor(username), body, locale });
const storedConfiguration = async (companyId: string) =>
  (await t.db.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, companyId)))[0].configuration as Record<string, unknown>;

describe('GET/PATCH /api/companies/config/general', () => {
  it('answers the stored settings completed with the spec defaults (-1 = unset, break range 0–8)', async () => {
    const g = dataOf<General>(await get());
    // the fixture stored only these three
    expect(g).toMatchObject({ employeePortal: true, integrations: ['performance'], allowMobile: true });
    expect(g).toMatchObject({
      toleranceLateArrival: -1, toleranceEarlyDeparture: -1, overtimeAllowed: -1, allowOvertime: false, allowBreak: true,
      allowRekognition: true, rangeOfBreak: { min: 0, max: 8 }, nightShiftRange: { start: '22:00', end: '06:00' }, defaultBreakMinutes: 30,
      overtime: { minimumHours: -1, maximumHours: -1, earlyEntryTolerance: -1, automaticCloseTolerance: -1 },
      documentsVersion: 'V2', noveltiesVersion: 'V1',
    });
  });

  it('saves a change, reads it back, audits the diff and keeps the rest of configuration', async () => {
    const { id: companyId } = t.fx.companyA;
    const before = await storedConfiguration(companyId);
    const shifts = { patterns: { someone: { weekly: [] } } };
    await t.db.update(companies).set({ configuration: { ...before, shifts, notifications: { birthday: { email: true } } } }).where(eq(companies.id, companyId));

    const saved = dataOf<General>(await patch({ toleranceEarlyDeparture: 5, rangeOfBreak: { max: 6 }, overtime: { maximumHours: 3.5 }, integrations: ['dataVisualization'] }));
    expect(saved).toMatchObject({ toleranceEarlyDeparture: 5, rangeOfBreak: { min: 0, max: 6 }, overtime: { minimumHours: -1, maximumHours: 3.5 }, integrations: ['dataVisualization'] });
    expect(dataOf<General>(await get())).toEqual(saved);

    const after = await storedConfiguration(companyId);
    expect(after.shifts).toEqual(shifts);
    expect(after.notifications).toEqual({ birthday: { email: true } });
    expect((after.general as General).rangeOfBreak).toEqual({ min: 0, max: 6 });

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, companyId));
    const last = audits.find((a) => a.changes && 'configuration.general.rangeOfBreak.max' in a.changes);
    expect(last?.changes).toMatchObject({
      'configuration.general.rangeOfBreak.max': { from: 8, to: 6 },
      'configuration.general.toleranceEarlyDeparture': { from: -1, to: 5 },
      'configuration.general.overtime.maximumHours': { from: -1, to: 3.5 },
    });
    expect(last?.changes).not.toHaveProperty('configuration.general.rangeOfBreak.min');
  });

  it('refuses bad values with the failing field and a localized message, and stores nothing', async () => {
    const reversed = await patch({ rangeOfBreak: { min: 7, max: 2 } });
    expectError(reversed, 400, 'VALIDATION_ERROR', 'rangeOfBreak.min');

    const outOfRange = await patch({ rangeOfBreak: { max: 9 }, toleranceLateArrival: -5 }, 'owner', 'es-ES');
    expectError(outOfRange, 400, 'VALIDATION_ERROR', 'rangeOfBreak.max');
    expect(outOfRange.body.errors).toContainEqual(expect.objectContaining({ field: 'toleranceLateArrival', code: 'minimum' }));
    expect(outOfRange.body.errors?.find((e) => e.field === 'rangeOfBreak.max')?.message).toMatch(/8/);

    expectError(await patch({ overtime: { minimumHours: 5, maximumHours: 2 } }), 400, 'VALIDATION_ERROR', 'overtime.minimumHours');
    expectError(await patch({ nightShiftRange: { start: '25:00' } }), 400, 'VALIDATION_ERROR', 'nightShiftRange.start');
    expectError(await patch({ nightShiftRange: { start: '06:00', end: '06:00' } }), 400, 'VALIDATION_ERROR', 'nightShiftRange.end');
    expectError(await patch({ allowBreak: 'yes' }), 400, 'VALIDATION_ERROR', 'allowBreak');
    expectError(await patch({ shifts: {} }), 400, 'VALIDATION_ERROR', 'shifts');
    expectError(await patch({ integrations: ['payroll'] }), 400, 'VALIDATION_ERROR', 'integrations.0');

    const g = dataOf<General>(await get());
    expect(g.rangeOfBreak).toEqual({ min: 0, max: 6 });
    expect(g.toleranceLateArrival).toBe(-1);
  });

  it('is used by the next marks: a late-arrival tolerance of 15 minutes forgives 10 minutes late but not 20', async () => {
    const { id: userId } = t.fx.users.ana;
    const lateDays = [daysAgo(12), daysAgo(11)];
    for (const day of lateDays) await planShift(t, userId, day, { startTime: '09:00', endTime: '17:00' });
    // the session row (company included) is cached by the first request: the PATCH must refresh it
    await postMarks(t, { marks: [mark({ userId, at: at(daysAgo(13), '09:00'), type: 'CHECK_IN' })] });
    dataOf(await patch({ toleranceLateArrival: 15 }));

    await postMarks(t, { marks: [mark({ userId, at: at(lateDays[0], '09:10'), type: 'CHECK_IN' }), mark({ userId, at: at(lateDays[0], '17:00'), type: 'CHECK_OUT' })] });
    await postMarks(t, { marks: [mark({ userId, at: at(lateDays[1], '09:20'), type: 'CHECK_IN' }), mark({ userId, at: at(lateDays[1], '17:00'), type: 'CHECK_OUT' })] });
    const days = dataOf<{ workdays: WorkdayView[] }>(await t.call('POST', `/api/workdays/history/${userId}`, { token: t.tokenFor('owner'), body: { filter: { date: { gte: lateDays[0], lte: lateDays[1] } } } })).workdays;
    expect(days.find((d) => d.date === lateDays[0])?.totals.late).toBe(0);
    expect(days.find((d) => d.date === lateDays[1])?.totals.late).toBe(20);
  });

  it('is closed to roles without company-config (viewer 403) and each company reads and writes only its own settings', async () => {
    expectError(await get('viewer'), 403, 'FORBIDDEN');
    expectError(await patch({ toleranceLateArrival: 1 }, 'viewer'), 403, 'FORBIDDEN');
    expectError(await patch({ toleranceLateArrival: 1 }, 'collaborator'), 403, 'NOT_ADMIN');

    // company B's owner sees and changes its own settings only
    const other = dataOf<General>(await get('demoowner'));
    expect(other.toleranceLateArrival).toBe(-1);
    expect(other.integrations).toEqual(['performance', 'dataVisualization']);
    dataOf(await patch({ toleranceLateArrival: 45 }, 'demoowner'));
    expect(dataOf<General>(await get('owner')).toleranceLateArrival).toBe(15);
    expect(((await storedConfiguration(t.fx.companyB.id)).general as General).toleranceLateArrival).toBe(45);
  });
});
