import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workdays } from '../../../src/server/db/schema';
import type { PayrollRow } from '../../../src/shared/payrollReport/fields';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from '../dayoffs/dayoffHelpers';

/** /nomine, the payroll pre-report (docs/api/payroll-report.md): per collaborator and period, and its exports. */
type Report = { period: string; state: { open: number; sent: number; closed: boolean }; rows: PayrollRow[]; count: number };

// a period no other record of the fixture falls in, whatever day CI runs
const PERIOD = '2032-05';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { id: companyId } = t.fx.companyA;
  const day = (user: string, date: string, worked: number, extra: number, night: number) => ({
    companyId, userId: t.fx.users[user].id, date, state: 'finish', firstIn: new Date(`${date}T08:00:00Z`), lastOut: new Date(`${date}T18:00:00Z`), workedMinutes: worked, extraMinutes: extra, nightMinutes: night,
  });
  await t.db.insert(workdays).values([
    day('ana', `${PERIOD}-04`, 480, 60, 0), day('ana', `${PERIOD}-05`, 510, 30, 45), { ...day('ana', `${PERIOD}-06`, 480, 0, 0), state: 'cancel' },
    day('luis', `${PERIOD}-04`, 420, 0, 0), day('ana', '2032-06-01', 480, 0, 0),
  ]);
  const unpaid = await createReason(t, { title: 'Sin sueldo', dayCounting: 'CALENDAR_DAYS', paid: false });
  const paid = await createReason(t, { title: 'Mudanza', dayCounting: 'CALENDAR_DAYS' });
  const approve = async (user: string, typeId: string, from: string, to: string) => {
    const d = dataOf<Dayoff>(await createDayoff(t, 'owner', { userId: t.fx.users[user].id, typeId, from, to }), 201);
    dataOf(await review(t, 'owner', { id: d.id, status: 'APPROVED' }));
  };
  await approve('ana', unpaid, `${PERIOD}-11`, `${PERIOD}-12`);
  // 4 calendar days, two of them in May: half the request's days count in May
  await approve('ana', paid, `${PERIOD}-30`, '2032-06-02');
  dataOf(await createDayoff(t, 'owner', { userId: t.fx.users.luis.id, typeId: unpaid, from: `${PERIOD}-20`, to: `${PERIOD}-20` }), 201); // pending: not counted
  dataOf(await t.call('POST', '/api/novelties', { token: t.tokenFor('owner'), body: { userId: t.fx.users.ana.id, type: 'BONUS', date: `${PERIOD}-14`, quantity: 150 } }), 201);
  dataOf(await t.call('POST', '/api/novelties', { token: t.tokenFor('owner'), body: { userId: t.fx.users.ana.id, type: 'BONUS', date: `${PERIOD}-20`, quantity: 50.5 } }), 201);
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string) => ({ token: t.tokenFor(user) });
const report = async (user: string, body: Record<string, unknown> = {}) => dataOf<Report>(await t.call('POST', '/api/nomine/report', { ...as(user), body: { period: PERIOD, ...body } }));
const rowOf = (r: Report, user: string) => r.rows.find((x) => x.userId === t.fx.users[user].id);

describe('the payroll pre-report of a period', () => {
  it('gives each collaborator worked days and hours, overtime and night hours, absences by reason and novelties', async () => {
    const r = await report('owner');
    expect(r.rows.map((x) => x.lastName)).toEqual(['Arriaga', 'Bilbaino', 'Gonzalez', 'Lopez']);
    const ana = rowOf(r, 'ana')!;
    expect(ana).toMatchObject({ workedDays: 2, workedHours: 16.5, overtimeHours: 1.5, nightHours: 0.75, unpaidAbsenceDays: 2, paidAbsenceDays: 2, novelties: { BONUS: 200.5 }, noveltiesStatus: 'OPEN', slipsDelivered: 0 });
    expect(ana.absences.map((a) => [a.title, a.paid, a.days]).sort()).toEqual([['Mudanza', true, 2], ['Sin sueldo', false, 2]]);
    expect(rowOf(r, 'luis')).toMatchObject({ workedDays: 1, workedHours: 7, unpaidAbsenceDays: 0, absences: [], noveltiesStatus: 'NONE' });
    expect(r.state).toEqual({ open: 2, sent: 0, closed: false });
  });

  it('closes when the period\'s novelties are sent to payroll', async () => {
    dataOf(await t.call('POST', '/api/novelties/send', { ...as('owner'), body: { period: PERIOD } }));
    const r = await report('owner');
    expect(r.state).toEqual({ open: 0, sent: 2, closed: true });
    expect(rowOf(r, 'ana')!.noveltiesStatus).toBe('SENT');
  });

  it('shows a unit-scoped caller only their units\' people, filters by unit and pages', async () => {
    expect((await report('manager')).rows.map((x) => x.lastName)).toEqual(['Lopez']);
    expect((await report('admin')).rows.map((x) => x.lastName)).toEqual(['Arriaga', 'Bilbaino', 'Gonzalez']);
    expect((await report('owner', { unit: t.fx.units.north })).count).toBe(3);
    const page = await report('owner', { skip: 1, limit: 2 });
    expect([page.count, page.rows.map((x) => x.lastName)]).toEqual([4, ['Bilbaino', 'Gonzalez']]);
    expect((await report('demoowner')).rows.map((x) => x.lastName)).toEqual(['Worker']);
    expectError(await t.call('POST', '/api/nomine/report', { ...as('owner'), body: { period: '2032-13' } }), 400, 'VALIDATION_ERROR');
  });
});

describe('exports', () => {
  it('exports in a saved layout of the payroll provider, and records the export', async () => {
    const layout = dataOf<{ id: string }>(await t.call('POST', '/api/nomine/layouts', { ...as('owner'), body: {
      name: 'Gestoría', format: 'CSV', delimiter: 'SEMICOLON', decimalSeparator: 'COMMA', includeHeader: true,
      columns: [{ field: 'numberOfDocument', header: 'DNI' }, { field: 'fullName' }, { field: 'workedHours', header: 'HORAS' }, { field: 'noveltyBonus', header: 'BONUS' }, { field: 'unpaidAbsenceDays' }],
    } }), 201);
    const res = await t.call('POST', '/api/nomine/export', { ...as('owner'), body: { period: PERIOD, unit: t.fx.units.bilbao, layoutId: layout.id }, locale: 'es-ES' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.raw.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'DNI;Nombre completo;HORAS;BONUS;Días de ausencia no retribuida',
      'DOC-ana;Ana Arriaga;16,5;200,5;2',
      'DOC-collaborator;Collaborator Bilbaino;0;0;0',
      '',
    ]);
    const history = dataOf<{ exports: { id: string; period: string; layoutName: string; format: string; rows: number; username: string }[] }>(await t.call('GET', `/api/nomine/exports?period=${PERIOD}`, as('owner')));
    expect(history.exports[0]).toMatchObject({ id: res.headers['x-export-id'], period: PERIOD, layoutName: 'Gestoría', format: 'CSV', rows: 2, username: 'owner' });
    // another company's layout is not found; a viewer reads the report but may not save layouts
    expectError(await t.call('POST', '/api/nomine/export', { ...as('demoowner'), body: { period: PERIOD, layoutId: layout.id } }), 404, 'NOT_FOUND');
    expectError(await t.call('POST', '/api/nomine/layouts', { ...as('viewer'), body: { name: 'X', format: 'CSV', columns: [{ field: 'period' }] } }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/nomine/layouts', { ...as('owner'), body: { name: 'X', format: 'CSV', columns: [{ field: 'salary' }] } }), 400, 'VALIDATION_ERROR');
  });

  it('exports the product\'s XLSX with a column per absence reason', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nomine/export', headers: { authorization: `Bearer ${t.tokenFor('owner')}`, 'accept-language': 'en-US' }, payload: { period: PERIOD } });
    expect(res.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['Worked days', 'Sin sueldo', 'Mudanza', 'Novelty: bonus', 'Slips delivered']));
    expect(sheet.rowCount).toBe(5);
  });

  it('exports the period as a PDF with the period, its state and the unit as facts', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nomine/export', headers: { authorization: `Bearer ${t.tokenFor('owner')}`, 'accept-language': 'en-US' }, payload: { period: PERIOD, unit: t.fx.units.bilbao, format: 'pdf' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { extractPageTexts } = await import('../../../src/server/documents/pdf/extractPageTexts');
    const [page] = await extractPageTexts(new Uint8Array(res.rawPayload));
    expect(page).toContain('Payroll pre-report');
    expect(page).toMatch(new RegExp(`Period\\s*${PERIOD}`));
    const { state } = await report('owner');
    expect(page).toMatch(state.closed ? /State\s*Closed/ : /State\s*Open/);
    expect(page).toMatch(/Unit\s*Bilbao/);
    expect(page).toMatch(/Worked\s*days/);
    expect(page).toContain('Arriaga');
    expect(page).toContain('Slips'); // the last columns stay on the page
  });
});
