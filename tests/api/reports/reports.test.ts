import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { at, daysAgo, history, mark, planShift, postMarks, type WorkdayView } from '../workdays/attendanceHelpers';

let t: TestApp;

interface GeneralRow {
  userId: string; name: string; numberOfDocument: string; branchName: string; plannedDays: number; workedDays: number; absences: number;
  lateCount: number; lateMinutes: number; earlyDepartureMinutes: number; workedMinutes: number; extraMinutes: number; breakMinutes: number;
  nightMinutes: number; plannedMinutes: number; manualCount: number;
}
type General = { rows: GeneralRow[]; totals: Omit<GeneralRow, 'userId' | 'name' | 'numberOfDocument' | 'branchName'>; count: number };
interface DetailedRow {
  userId: string; name: string; date: string; state: string; manual: boolean; branchName: string;
  plannedShift: { name: string | null; type: string; start: string | null; end: string | null } | null;
  clocks: { in: string | null; out: string | null }[]; breaks: { start: string | null; end: string | null }[];
  workedMinutes: number; lateMinutes: number; breakMinutes: number;
}
type Detailed = { rows: DetailedRow[]; count: number };
interface ShiftsRow { userId: string; name: string; plannedShifts: number; restDays: number; daysWithoutShift: number; workedDays: number; plannedMinutes: number; workedMinutes: number; differenceMinutes: number; absences: number }

/** Spanish (the product's default language) unless told */
const call = (method: 'GET' | 'POST', url: string, body?: unknown, username = 'owner', locale = 'es-ES') =>
  t.call(method, url, { token: t.tokenFor(username), body, locale });

const FROM = daysAgo(10);
const TO = daysAgo(1);
const D1 = daysAgo(6);
const D2 = daysAgo(5);
const D3 = daysAgo(4);
const D4 = daysAgo(3);
let anaDays: WorkdayView[];
let luisDays: WorkdayView[];

async function waitJob(jobId: string, username = 'owner') {
  for (let i = 0; i < 200; i++) {
    const job = dataOf<{ status: string; done: number; total: number; result: { fileName: string; rows: number } | null; error: string | null }>(await call('GET', `/api/jobs/${jobId}`, undefined, username));
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not finish');
}

async function download(jobId: string, username = 'owner') {
  const res = await t.app.inject({ method: 'GET', url: `/api/reports/exports/${jobId}/download`, headers: { authorization: `Bearer ${t.tokenFor(username)}` } });
  return res;
}

/** A [h]:mm cell as minutes (exceljs reads duration-formatted cells back as dates from Excel's 1899-12-30 epoch). */
const cellMinutes = (v: unknown) => Math.round(v instanceof Date ? (v.getTime() - Date.UTC(1899, 11, 30)) / 60_000 : Number(v) * 1440);

async function sheetOf(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

/**
 * Ana (Bilbao) has 08:00–16:00 shifts on D1–D3 and a rest day on D4: late on D1 with a break, two pairs on D2, absent
 * on D3. Luis (Sevilla) worked D1 on time. The Bilbao "Collaborator" has no marks.
 */
beforeAll(async () => {
  t = await createTestApp();
  const ana = t.fx.users.ana.id;
  const luis = t.fx.users.luis.id;
  for (const d of [D1, D2, D3]) await planShift(t, ana, d, { startTime: '08:00', endTime: '16:00', breakMinutes: 30 });
  await planShift(t, ana, D4, { type: 'rest' });
  await planShift(t, luis, D1, { startTime: '08:00', endTime: '16:00' });
  dataOf(await postMarks(t, {
    marks: [
      mark({ userId: ana, at: at(D1, '08:10'), type: 'CHECK_IN' }),
      mark({ userId: ana, at: at(D1, '12:00'), type: 'BREAK_START' }),
      mark({ userId: ana, at: at(D1, '12:30'), type: 'BREAK_END' }),
      mark({ userId: ana, at: at(D1, '16:00'), type: 'CHECK_OUT' }),
      mark({ userId: ana, at: at(D2, '08:00'), type: 'CHECK_IN' }),
      mark({ userId: ana, at: at(D2, '12:00'), type: 'CHECK_OUT' }),
      mark({ userId: ana, at: at(D2, '13:00'), type: 'CHECK_IN' }),
      mark({ userId: ana, at: at(D2, '17:00'), type: 'CHECK_OUT' }),
      mark({ userId: luis, at: at(D1, '08:00'), type: 'CHECK_IN' }),
      mark({ userId: luis, at: at(D1, '16:00'), type: 'CHECK_OUT' }),
    ],
  }));
  anaDays = dataOf<{ workdays: WorkdayView[] }>(await history(t, ana, { filter: { date: { gte: FROM, lte: TO } } })).workdays;
  luisDays = dataOf<{ workdays: WorkdayView[] }>(await history(t, luis, { filter: { date: { gte: FROM, lte: TO } } })).workdays;
  expect(anaDays.map((w) => w.date).sort()).toEqual([D1, D2]);
});
afterAll(async () => t?.close());

const sum = (days: WorkdayView[], k: keyof WorkdayView['totals']) => days.reduce((s, w) => s + w.totals[k], 0);

describe('POST /api/reports/workdays/general', () => {
  it('answers one row per collaborator in name order with the range totals the daily record shows', async () => {
    const g = dataOf<General>(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO }));
    expect(g.rows.map((r) => r.name)).toEqual(['Ana Arriaga', 'Collaborator Bilbaino', 'Luis Lopez']);
    expect(g.count).toBe(3);
    const ana = g.rows[0];
    expect(ana).toMatchObject({
      userId: t.fx.users.ana.id, numberOfDocument: 'DOC-ana', branchName: 'Bilbao Store',
      plannedDays: 3, workedDays: 2, absences: 1, lateCount: 1, lateMinutes: 10, manualCount: 0,
      plannedMinutes: 3 * (8 * 60 - 30),
      workedMinutes: sum(anaDays, 'worked'), breakMinutes: sum(anaDays, 'break'), extraMinutes: sum(anaDays, 'extra'),
    });
    expect(ana.workedMinutes).toBeGreaterThan(400);
    expect(g.rows[1]).toMatchObject({ plannedDays: 0, workedDays: 0, absences: 0, workedMinutes: 0 });
    expect(g.rows[2]).toMatchObject({ plannedDays: 1, workedDays: 1, absences: 0, lateCount: 0, workedMinutes: sum(luisDays, 'worked') });
    // totals of everybody in the report
    expect(g.totals.workedMinutes).toBe(sum(anaDays, 'worked') + sum(luisDays, 'worked'));
    expect(g.totals).toMatchObject({ plannedDays: 4, workedDays: 3, absences: 1, lateCount: 1 });
  });

  it('pages on the server: the count and totals stay those of the whole report', async () => {
    const p2 = dataOf<General>(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO, limit: 1, offset: 1 }));
    expect(p2.rows.map((r) => r.name)).toEqual(['Collaborator Bilbaino']);
    expect(p2.count).toBe(3);
    expect(p2.totals.workedDays).toBe(3);
    const past = dataOf<General>(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO, limit: 10, offset: 50 }));
    expect(past).toMatchObject({ rows: [], count: 3 });
    expect(past.totals.workedDays).toBe(3);
    expectError(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO, limit: 501 }), 400, 'VALIDATION_ERROR', 'limit');
  });

  it('filters by unit (with its sub-units), by collaborators and by name or document', async () => {
    const names = async (filters: unknown) => dataOf<General>(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO, filters })).rows.map((r) => r.name);
    expect(await names({ branch: t.fx.units.north })).toEqual(['Ana Arriaga', 'Collaborator Bilbaino']);
    expect(await names({ branch: t.fx.units.sevilla })).toEqual(['Luis Lopez']);
    expect(await names({ userIds: [t.fx.users.luis.id, t.fx.users.ana.id] })).toEqual(['Ana Arriaga', 'Luis Lopez']);
    expect(await names({ q: 'lopez' })).toEqual(['Luis Lopez']);
    expect(await names({ q: 'DOC-ana' })).toEqual(['Ana Arriaga']);
    // another company's unit or person: nothing, never their data
    expect(await names({ branch: t.fx.units.bShop })).toEqual([]);
    expect(await names({ userIds: [t.fx.users.demoworker.id] })).toEqual([]);
  });

  it('shows a manager only the people of their units; the viewer reads every unit', async () => {
    const mine = dataOf<General>(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO }, 'manager'));
    expect(mine.rows.map((r) => r.name)).toEqual(['Luis Lopez']);
    expect(mine.totals.workedDays).toBe(1);
    const other = dataOf<General>(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO, filters: { userIds: [t.fx.users.ana.id] } }, 'manager'));
    expect(other.rows).toEqual([]);
    const viewer = dataOf<General>(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO }, 'viewer'));
    expect(viewer.count).toBe(3);
  });

  it('refuses an inverted or too long range and bad dates with 400, never 500', async () => {
    expectError(await call('POST', '/api/reports/workdays/general', { from: TO, to: FROM }), 400, 'DATE_RANGE_INVALID', 'to');
    expectError(await call('POST', '/api/reports/workdays/detailed', { from: '2025-01-01', to: '2026-01-02' }), 400, 'DATE_RANGE_INVALID', 'to');
    dataOf(await call('POST', '/api/reports/workdays/general', { from: '2025-01-01', to: '2026-01-01' }));
    expectError(await call('POST', '/api/reports/workdays/general', { from: '2026-02-30', to: TO }), 400, 'VALIDATION_ERROR', 'from');
    expectError(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO, filters: { branch: 'x' } }), 400, 'VALIDATION_ERROR');
    expectError(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO, other: 1 }), 400, 'VALIDATION_ERROR');
    const es = await call('POST', '/api/reports/workdays/general', { from: TO, to: FROM }, 'owner', 'en-US');
    expect(es.body.message).not.toBe((await call('POST', '/api/reports/workdays/general', { from: TO, to: FROM })).body.message);
  });
});

describe('POST /api/reports/workdays/detailed', () => {
  it('lists each workday with its pairs and breaks in local time, the planned shift and the totals', async () => {
    const d = dataOf<Detailed>(await call('POST', '/api/reports/workdays/detailed', { from: FROM, to: TO }));
    expect(d.count).toBe(3);
    expect(d.rows.map((r) => [r.name, r.date])).toEqual([['Ana Arriaga', D1], ['Ana Arriaga', D2], ['Luis Lopez', D1]]);
    const [day1, day2] = d.rows;
    expect(day1).toMatchObject({
      branchName: 'Bilbao Store', state: 'finish', manual: false, lateMinutes: 10,
      plannedShift: { type: 'simple', start: '08:00', end: '16:00' },
      clocks: [{ in: '08:10', out: '16:00' }], breaks: [{ start: '12:00', end: '12:30' }],
      workedMinutes: anaDays.find((w) => w.date === D1)!.totals.worked,
    });
    expect(day2.clocks).toMatchObject([{ in: '08:00', out: '12:00' }, { in: '13:00', out: '17:00' }]);
    const page = dataOf<Detailed>(await call('POST', '/api/reports/workdays/detailed', { from: FROM, to: TO, limit: 1, offset: 2 }));
    expect(page.rows.map((r) => r.name)).toEqual(['Luis Lopez']);
    expect(page.count).toBe(3);
    const managers = dataOf<Detailed>(await call('POST', '/api/reports/workdays/detailed', { from: FROM, to: TO }, 'manager'));
    expect(managers.rows.map((r) => r.name)).toEqual(['Luis Lopez']);
  });

  it('needs the reports permission', async () => {
    const res = await call('POST', '/api/reports/workdays/detailed', { from: FROM, to: TO }, 'collaborator');
    expect([401, 403]).toContain(res.status);
  });
});

describe('POST /api/reports/shifts', () => {
  it('compares the plan with the work per collaborator', async () => {
    const s = dataOf<{ rows: ShiftsRow[]; totals: Record<string, number>; count: number }>(await call('POST', '/api/reports/shifts', { from: FROM, to: TO }));
    const ana = s.rows.find((r) => r.name === 'Ana Arriaga')!;
    expect(ana).toMatchObject({ plannedShifts: 3, restDays: 1, daysWithoutShift: 10 - 4, workedDays: 2, absences: 1, plannedMinutes: 3 * 450 });
    expect(ana.differenceMinutes).toBe(ana.workedMinutes - 3 * 450);
    expect(s.totals.plannedShifts).toBe(4);
  });
});

describe('XLSX exports', () => {
  it('exports the general report as a job and downloads it with localized headers, the rows and the totals', async () => {
    const started = await call('POST', '/api/reports/workdays/general/export', { from: FROM, to: TO }, 'viewer');
    const { jobId, total } = dataOf<{ jobId: string; total: number }>(started, 202);
    expect(total).toBe(3);
    const job = await waitJob(jobId, 'viewer');
    expect(job).toMatchObject({ status: 'completed', done: 3, total: 3, result: { fileName: `informe-general-${FROM}-${TO}.xlsx`, rows: 3 } });
    const res = await download(jobId, 'viewer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(`informe-general-${FROM}-${TO}.xlsx`);
    const { name, rows } = await sheetOf(res.rawPayload);
    expect(name).toBe('General');
    expect(rows[0].slice(0, 6)).toEqual(['Colaborador', 'Documento', 'Unidad', 'Días planificados', 'Días trabajados', 'Ausencias']);
    const header = rows[0] as string[];
    const anaRow = rows.find((r) => r[0] === 'Ana Arriaga')!;
    expect(anaRow[header.indexOf('Ausencias')]).toBe(1);
    // durations are [h]:mm cells: a fraction of a day
    expect(cellMinutes(anaRow[header.indexOf('Trabajado')])).toBe(sum(anaDays, 'worked'));
    expect(rows.at(-1)![0]).toBe('Totales');
    expect(rows.at(-1)![header.indexOf('Días trabajados')]).toBe(3);
  });

  it('labels the 5 check-in/out and 5 break pairs of the detailed export in the caller’s language', async () => {
    for (const [locale, labels] of [
      ['es-ES', ['Entrada 1', 'Salida 1', 'Entrada 5', 'Salida 5', 'Inicio descanso 1', 'Fin descanso 1', 'Inicio descanso 5', 'Fin descanso 5']],
      ['en-US', ['Check-in 1', 'Check-out 1', 'Check-in 5', 'Check-out 5', 'Break start 1', 'Break end 1', 'Break start 5', 'Break end 5']],
      ['pt-BR', ['Entrada 1', 'Saída 1', 'Entrada 5', 'Saída 5', 'Início intervalo 1', 'Fim intervalo 1', 'Início intervalo 5', 'Fim intervalo 5']],
    ] as const) {
      const { jobId } = dataOf<{ jobId: string }>(await call('POST', '/api/reports/workdays/detailed/export', { from: FROM, to: TO, filters: { branch: t.fx.units.bilbao } }, 'owner', locale), 202);
      expect((await waitJob(jobId)).status).toBe('completed');
      const res = await download(jobId);
      expect(res.statusCode).toBe(200);
      const { rows } = await sheetOf(res.rawPayload);
      const header = rows[0] as string[];
      for (const label of labels) expect(header).toContain(label);
      if (locale === 'es-ES') {
        expect(rows.length).toBe(3);
        const day1 = rows[1];
        expect(day1[0]).toBe('Ana Arriaga');
        expect(day1[header.indexOf('Entrada 1')]).toBe('08:10');
        expect(day1[header.indexOf('Salida 1')]).toBe('16:00');
        expect(day1[header.indexOf('Inicio descanso 1')]).toBe('12:00');
        expect(day1[header.indexOf('Fin descanso 1')]).toBe('12:30');
        expect(rows[2][header.indexOf('Entrada 2')]).toBe('13:00');
      }
    }
  });

  it('exports the shifts report too', async () => {
    const { jobId } = dataOf<{ jobId: string }>(await call('POST', '/api/reports/shifts/export', { from: FROM, to: TO }, 'owner', 'en-US'), 202);
    const job = await waitJob(jobId);
    expect(job.result?.fileName).toBe(`shifts-report-${FROM}-${TO}.xlsx`);
    const { rows } = await sheetOf((await download(jobId)).rawPayload);
    const header = rows[0] as string[];
    expect(header).toContain('Planned shifts');
    expect(rows.find((r) => r[0] === 'Ana Arriaga')![header.indexOf('Planned shifts')]).toBe(3);
  });

  it('answers 404 to another company, to a scoped role for someone else’s export and to unknown ids', async () => {
    const { jobId } = dataOf<{ jobId: string }>(await call('POST', '/api/reports/workdays/general/export', { from: FROM, to: TO }), 202);
    await waitJob(jobId);
    expect((await download(jobId, 'demoowner')).statusCode).toBe(404);
    expect((await download(jobId, 'manager')).statusCode).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download('nope')).statusCode).toBe(400);
    // the manager's own export holds only their units
    const mine = dataOf<{ jobId: string }>(await call('POST', '/api/reports/workdays/general/export', { from: FROM, to: TO }, 'manager'), 202);
    await waitJob(mine.jobId, 'manager');
    const { rows } = await sheetOf((await download(mine.jobId, 'manager')).rawPayload);
    expect(rows.map((r) => r[0])).toEqual(['Colaborador', 'Luis Lopez', 'Totales']);
  });
});

describe('paging a report that changes', () => {
  const general = async (page: object = {}) => dataOf<General>(await call('POST', '/api/reports/workdays/general', { from: FROM, to: TO, ...page }));
  const detailed = async (page: object = {}) => dataOf<Detailed>(await call('POST', '/api/reports/workdays/detailed', { from: FROM, to: TO, ...page }));

  it('reads the detailed report page by page as the whole of it, in order', async () => {
    const whole = await detailed();
    const paged: DetailedRow[] = [];
    for (let offset = 0; offset < whole.count; offset += 2) {
      const page = await detailed({ limit: 2, offset });
      expect(page.count).toBe(whole.count);
      paged.push(...page.rows);
    }
    expect(paged.map((r) => `${r.userId} ${r.date}`)).toEqual(whole.rows.map((r) => `${r.userId} ${r.date}`));
    expect((await detailed({ limit: 5, offset: whole.count })).rows).toEqual([]);
  });

  it('shows a new workday and a new shift on the next page read, with the totals and count moved', async () => {
    const luis = t.fx.users.luis.id;
    const before = await general({ limit: 1, offset: 0 });
    const luisBefore = (await general()).rows.find((r) => r.userId === luis)!;
    const detailedBefore = await detailed({ limit: 1, offset: 0 });
    const shiftsBefore = dataOf<{ rows: ShiftsRow[] }>(await call('POST', '/api/reports/shifts', { from: FROM, to: TO })).rows.find((r) => r.userId === luis)!;

    dataOf(await postMarks(t, { marks: [mark({ userId: luis, at: at(D2, '09:00'), type: 'CHECK_IN' }), mark({ userId: luis, at: at(D2, '13:00'), type: 'CHECK_OUT' })] }));
    await planShift(t, luis, D3, { startTime: '08:00', endTime: '12:00' });

    const after = await general({ limit: 1, offset: 0 });
    expect(after.totals.workedDays).toBe(before.totals.workedDays + 1);
    expect(after.totals.workedMinutes).toBe(before.totals.workedMinutes + 240);
    const luisAfter = (await general({ limit: 50, offset: 0 })).rows.find((r) => r.userId === luis)!;
    expect(luisAfter.workedDays).toBe(luisBefore.workedDays + 1);
    expect((await detailed({ limit: 1, offset: 0 })).count).toBe(detailedBefore.count + 1);
    const shiftsAfter = dataOf<{ rows: ShiftsRow[] }>(await call('POST', '/api/reports/shifts', { from: FROM, to: TO })).rows.find((r) => r.userId === luis)!;
    expect(shiftsAfter.plannedShifts).toBe(shiftsBefore.plannedShifts + 1);
  });
});
