import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { peopleHref } from '../../../src/app/demographics/demographicsApi';

type Row = { key: string; count: number; name?: string };
type Report = {
  asOf: string; headcount: number; byGender: Row[]; byAgeBand: Row[]; bySeniority: Row[]; byUnit: Row[]; byPosition: Row[]; byContract: Row[];
  pyramid: { ageBand: string; byGender: Record<string, number>; total: number }[];
  months: { month: string; hires: number; exits: number }[]; totals: { hires: number; exits: number; turnoverPct: number };
  exitReasons: Row[]; cohorts: { band: string; hires: number; exits: number; stayers: number }[];
};

let t: TestApp;
const report = async (body: Record<string, unknown>, who = 'owner') => dataOf<Report>(await t.call('POST', '/api/reports/demographics', { token: t.tokenFor(who), body }));
const count = (rows: Row[], key: string) => rows.find((r) => r.key === key)?.count ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  const set = (key: string, values: Partial<typeof users.$inferInsert>) => t.db.update(users).set(values).where(eq(users.id, t.fx.users[key].id));
  // Acme's collaborators (role user; the administrators are not the workforce): collaborator (little data: "not set"),
  // ana, luis; gone left in March
  await set('ana', { gender: 'female', birthDate: '1990-06-15', contractStartDate: '2020-01-10', position: 'Cajera', typeOfContract: 'Indefinido' });
  await set('luis', { gender: 'male', birthDate: '2001-03-01', contractStartDate: '2025-02-01', position: 'Reponedor' });
  await set('collaborator', { contractStartDate: '2024-07-01', position: 'Cajera' });
  await set('gone', { gender: 'female', birthDate: '1980-01-01', contractStartDate: '2023-01-01', leaveDate: '2025-03-31', typeOfLeave: 'resignation' });
});
afterAll(async () => { await t.close(); });

describe('POST /reports/demographics', () => {
  it('counts the workforce as of a day by gender, age, seniority, unit and position, people without data as notSet', async () => {
    const r = await report({ asOf: '2025-06-30' });
    expect(r.headcount).toBe(3);
    expect([count(r.byGender, 'female'), count(r.byGender, 'male'), count(r.byGender, 'notSet')]).toEqual([1, 1, 1]);
    expect([count(r.byAgeBand, 'from35to44'), count(r.byAgeBand, 'under25'), count(r.byAgeBand, 'notSet')]).toEqual([1, 1, 1]);
    expect([count(r.bySeniority, 'from1to5'), count(r.bySeniority, 'under1'), count(r.bySeniority, 'notSet')]).toEqual([1, 2, 0]);
    expect(count(r.byPosition, 'Cajera')).toBe(2);
    expect(count(r.byContract, 'Indefinido')).toBe(1);
    expect(r.byUnit.find((u) => u.key === t.fx.units.bilbao)).toMatchObject({ count: 2, name: 'Bilbao Store' });
    expect(r.pyramid.find((p) => p.ageBand === 'from35to44')).toMatchObject({ byGender: { female: 1 }, total: 1 });
    expect(r.pyramid.find((p) => p.ageBand === 'notSet')?.total).toBe(1);
  });

  it('gives hires, exits with their reason and turnover of the 12 months up to asOf, and tenure cohorts', async () => {
    const r = await report({ asOf: '2025-06-30' });
    expect(r.months.map((m) => m.month)).toHaveLength(12);
    expect(r.months[0].month).toBe('2024-07');
    expect(r.months.find((m) => m.month === '2024-07')?.hires).toBe(1);
    expect(r.months.find((m) => m.month === '2025-03')?.exits).toBe(1);
    expect(r.totals).toMatchObject({ hires: 2, exits: 1 });
    expect(r.totals.turnoverPct).toBeGreaterThan(0);
    expect(r.exitReasons).toEqual([{ key: 'resignation', count: 1 }]);
    // hired since 2020-06-30: collaborator and luis stay (under a year), gone left after two years
    expect(r.cohorts).toEqual([{ band: 'under1', hires: 2, exits: 0, stayers: 2 }, { band: 'from1to5', hires: 1, exits: 1, stayers: 0 }]);
  });

  it('looks at the workforce as it was that day: before an exit the leaver counts, before a hire the newcomer does not', async () => {
    const r = await report({ asOf: '2025-01-15' });
    expect(r.headcount).toBe(3); // gone still here, luis not yet hired
    expect(count(r.byGender, 'male')).toBe(0);
    expect(count(r.byGender, 'female')).toBe(2);
    expect(r.totals.hires).toBe(1); // collaborator (2024-07); luis's hire on 2025-02-01 is after that day
  });

  it('counts only the hires and exits up to that day, even within its month: an exit later that month has not happened yet', async () => {
    const r = await report({ asOf: '2025-03-15' }); // gone leaves on 2025-03-31
    expect(r.headcount).toBe(4);
    expect(r.months.find((m) => m.month === '2025-03')?.exits).toBe(0);
    expect(r.totals.exits).toBe(0);
    expect(r.exitReasons).toEqual([]);
    expect((await report({ asOf: '2025-03-31' })).totals.exits).toBe(1);
  });

  it('narrows to a unit and its sub-units; a manager sees only their units; another company\'s unit is not found', async () => {
    expect((await report({ asOf: '2025-06-30', unit: t.fx.units.north })).headcount).toBe(2);
    expect((await report({ asOf: '2025-06-30' }, 'manager')).headcount).toBe(1);
    await expectError(await t.call('POST', '/api/reports/demographics', { token: t.tokenFor('manager'), body: { unit: t.fx.units.bilbao } }), 404, 'BRANCHOFFICE_NOT_FOUND');
    await expectError(await t.call('POST', '/api/reports/demographics', { token: t.tokenFor('owner'), body: { unit: t.fx.units.bShop } }), 404, 'BRANCHOFFICE_NOT_FOUND');
    expect((await t.call('POST', '/api/reports/demographics', { token: t.tokenFor('collaborator'), body: {} })).status).toBe(403);
  });

  /** the collaborators report's query for a drill-down link, as that screen builds it from the URL (useBuilderState) */
  const peopleOf = async (href: string) => {
    const p = new URL(href, 'http://x').searchParams;
    // on a day (asOf) the report has no status filter: the day's workforce, whatever their status today
    const filters: Record<string, unknown> = p.get('asOf') ? {} : { active: true };
    if (p.get('unit')) filters.mainBranch = p.get('unit');
    if (p.get('position')) filters.position = p.get('position');
    if (p.get('where')) filters[p.get('where')!] = p.get('is');
    const body = { columns: ['lastName'], filters, limit: 100, ...(p.get('sub') === '1' ? { subUnits: true } : {}), ...(p.get('asOf') ? { asOf: p.get('asOf') } : {}) };
    return dataOf<{ count: number }>(await t.call('POST', '/api/users/report', { token: t.tokenFor('owner'), body })).count;
  };

  it('a drill-down from a parent unit opens as many people as the chart counted (the unit and its sub-units)', async () => {
    // as of today: the collaborators report lists the people of today
    const north = await report({ unit: t.fx.units.north });
    expect(north.headcount).toBe(2);
    expect(await peopleOf(peopleHref(t.fx.units.north, { field: 'gender', value: 'female' }))).toBe(count(north.byGender, 'female'));
    const hq = await report({ unit: t.fx.units.hq });
    expect(hq.headcount).toBe(3);
    expect(await peopleOf(peopleHref(t.fx.units.hq, { field: 'position', value: 'Cajera' }))).toBe(count(hq.byPosition, 'Cajera'));
    // a bar of the units chart is that one unit, as counted
    expect(await peopleOf(peopleHref(t.fx.units.hq, { field: 'mainBranch', value: t.fx.units.bilbao }))).toBe(count(hq.byUnit, t.fx.units.bilbao));
    // without `subUnits` the unit filter is the exact unit: nobody's main unit is the region itself
    const exact = dataOf<{ count: number }>(await t.call('POST', '/api/users/report', { token: t.tokenFor('owner'), body: { columns: ['lastName'], filters: { active: true, mainBranch: t.fx.units.north } } }));
    expect(exact.count).toBe(0);
  });

  it('a drill-down from a past day opens the people of that day: each bar\'s count, leavers since then included, newcomers not', async () => {
    // 2025-01-15: gone (left 2025-03-31, inactive today) still here; luis (hired 2025-02-01) not yet
    for (const asOf of ['2025-01-15', '2025-03-31', '2025-06-30']) {
      for (const unit of [undefined, t.fx.units.north, t.fx.units.hq]) {
        const r = await report({ asOf, ...(unit ? { unit } : {}) });
        expect(await peopleOf(peopleHref(unit, undefined, asOf))).toBe(r.headcount);
        for (const g of r.byGender.filter((row) => row.key !== 'notSet')) {
          expect(await peopleOf(peopleHref(unit, { field: 'gender', value: g.key }, asOf)), `${asOf} ${unit} ${g.key}`).toBe(g.count);
        }
        for (const u of r.byUnit) expect(await peopleOf(peopleHref(unit, { field: 'mainBranch', value: u.key }, asOf))).toBe(u.count);
        for (const pos of r.byPosition.filter((row) => row.key !== 'notSet')) expect(await peopleOf(peopleHref(unit, { field: 'position', value: pos.key }, asOf))).toBe(pos.count);
      }
    }
    // the first day: the leaver is among the women, whom today's list (active only) no longer has
    const then = await report({ asOf: '2025-01-15' });
    expect(count(then.byGender, 'female')).toBe(2);
    expect(await peopleOf(peopleHref(undefined, { field: 'gender', value: 'female' }, '2025-01-15'))).toBe(2);
    expect(await peopleOf(peopleHref(undefined, { field: 'gender', value: 'female' }))).toBe(1);
    expect(await peopleOf(peopleHref(undefined, { field: 'gender', value: 'male' }, '2025-01-15'))).toBe(0);
  });

  it('keeps the as-of day in a saved view and in the export', async () => {
    const token = t.tokenFor('owner');
    const body = { columns: ['lastName', 'firstName'], filters: {}, asOf: '2025-01-15' };
    const view = dataOf<{ id: string; asOf?: string }>(await t.call('POST', '/api/users/report/views', { token, body: { name: 'January 2025', ...body } }), 201);
    expect(view.asOf).toBe('2025-01-15');
    const { views } = dataOf<{ views: { id: string; asOf?: string }[] }>(await t.call('GET', '/api/users/report/views', { token }));
    expect(views.find((v) => v.id === view.id)?.asOf).toBe('2025-01-15');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/report/export', headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' }, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('2025-01-15.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = book.worksheets[0].getSheetValues().filter(Boolean).slice(1).map((r) => (r as unknown[])[1]);
    expect(names).toHaveLength((await report({ asOf: '2025-01-15' })).headcount);
    expect(names).toContain('Gonzalez'); // gone: left in March 2025, inactive today
    expect(names).not.toContain('Lopez'); // luis: hired in February 2025
    await t.call('DELETE', `/api/users/report/views/${view.id}`, { token });
  });

  it('shows a change to a person at once (the cached figures follow the company\'s data)', async () => {
    expect(count((await report({ asOf: '2025-06-30' })).byGender, 'other')).toBe(0);
    const res = await t.call('PATCH', `/api/users/${t.fx.users.collaborator.id}`, { token: t.tokenFor('owner'), body: { gender: 'other' } });
    expect(res.status).toBe(200);
    expect(count((await report({ asOf: '2025-06-30' })).byGender, 'other')).toBe(1);
  });

  it('exports the same figures as an XLSX workbook in the reader\'s language, and as a PDF', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reports/demographics/export', headers: { authorization: `Bearer ${t.tokenFor('owner')}`, 'accept-language': 'en-US' }, payload: { asOf: '2025-06-30', format: 'xlsx' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('demographics-2025-06-30.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('By gender')!;
    const rows = sheet.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows).toContainEqual(['Female', 1]);
    expect(rows).toContainEqual(['Other', 1]); // the collaborator set to "other" above
    const pdf = await t.app.inject({ method: 'POST', url: '/api/reports/demographics/export', headers: { authorization: `Bearer ${t.tokenFor('owner')}` }, payload: { asOf: '2025-06-30', format: 'pdf' } });
    expect(pdf.statusCode).toBe(200);
    expect(String(pdf.headers['content-type'])).toContain('pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
