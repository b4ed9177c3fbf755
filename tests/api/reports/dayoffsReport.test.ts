import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { MARCH, seedAbsences, type AbsenceSeed } from './dayoffsSeed';

let t: TestApp;
let seed: AbsenceSeed;
beforeAll(async () => {
  t = await createTestApp();
  seed = await seedAbsences(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Row { key: string | null; label: string | null; requests: number; people: number; days: number; hours: number }
interface Page { rows: Row[]; totals: Omit<Row, 'key' | 'label'>; count: number }
interface BradfordRow { userId: string; name: string; spells: number; days: number; factor: number }

const call = (url: string, body: unknown, as = 'owner', locale = 'es-ES') => t.call('POST', url, { token: t.tokenFor(as), body, locale });
const report = async (body: Record<string, unknown>, as = 'owner') => dataOf<Page>(await call('/api/reports/dayoffs', { ...MARCH, ...body }, as));

describe('absences report', () => {
  it('groups the approved requests starting in the period by reason, with days and hours', async () => {
    const page = await report({ groupBy: 'reason' });
    expect(page.rows).toEqual([
      { key: seed.medical, label: 'Medical visit', color: '#0000ff', requests: 1, people: 1, days: 1, minutes: 0, hours: 0 },
      // ana 2 + 0.5 + 1 days, luis 2; hours: the 4 h part day and the 7 h planned on the 17th
      { key: seed.sick, label: 'Sick leave', color: '#ff0000', requests: 4, people: 2, days: 5.5, minutes: 660, hours: 11 },
    ]);
    expect(page.totals).toEqual({ requests: 5, people: 3, days: 6.5, minutes: 660, hours: 11 });
    expect(page.count).toBe(2);
  });

  it('groups by unit and by person, and filters by status, reason and unit', async () => {
    const units = await report({ groupBy: 'unit' });
    expect(units.rows.map((r) => [r.label, r.requests, r.people, r.days])).toEqual([['Bilbao Store', 4, 2, 4.5], ['Sevilla Store', 1, 1, 2]]);
    const people = await report({ groupBy: 'person' });
    expect(people.rows.map((r) => [r.label, r.requests, r.days])).toEqual([['Ana Arriaga', 3, 3.5], ['Collaborator Bilbaino', 1, 1], ['Luis Lopez', 1, 2]]);
    expect((await report({ groupBy: 'person', status: 'PENDING' })).rows.map((r) => r.label)).toEqual(['Collaborator Bilbaino']);
    expect((await report({ groupBy: 'person', typeIds: [seed.medical] })).totals.requests).toBe(1);
    expect((await report({ groupBy: 'person', branchIds: [t.fx.units.south] })).rows.map((r) => r.label)).toEqual(['Luis Lopez']);
  });

  it('pages on the server and keeps the count and totals', async () => {
    const page = await report({ groupBy: 'person', skip: 1, limit: 1 });
    expect(page.rows.map((r) => r.label)).toEqual(['Collaborator Bilbaino']);
    expect(page).toMatchObject({ count: 3, totals: { requests: 5 } });
  });

  it('computes the Bradford factor per person, highest first (back-to-back requests are one spell)', async () => {
    const res = dataOf<{ rows: BradfordRow[]; count: number }>(await call('/api/reports/dayoffs/bradford', MARCH));
    expect(res.rows.map((r) => [r.name, r.spells, r.days, r.factor])).toEqual([
      ['Ana Arriaga', 2, 3.5, 14], ['Luis Lopez', 1, 2, 2], ['Collaborator Bilbaino', 1, 1, 1],
    ]);
  });

  it('keeps a manager to their units: filtered without ids, 403 for a unit outside them, 404 for another company', async () => {
    expect((await report({ groupBy: 'person' }, 'manager')).rows.map((r) => r.label)).toEqual(['Luis Lopez']);
    expectError(await call('/api/reports/dayoffs', { ...MARCH, branchIds: [t.fx.units.bilbao] }, 'manager'), 403, 'FORBIDDEN');
    expectError(await call('/api/reports/dayoffs', { ...MARCH, userIds: [t.fx.users.ana.id] }, 'manager'), 403, 'FORBIDDEN');
    expectError(await call('/api/reports/dayoffs', { ...MARCH, branchIds: [t.fx.units.bShop] }), 404, 'NOT_FOUND');
    expectError(await call('/api/reports/dayoffs', { ...MARCH, userIds: [t.fx.users.demoworker.id] }), 404, 'NOT_FOUND');
    expectError(await call('/api/reports/dayoffs', { ...MARCH, typeIds: ['00000000-0000-4000-8000-000000000000'] }), 404, 'NOT_FOUND');
    expect((await report({ groupBy: 'person' }, 'demoowner')).rows).toEqual([]);
  });

  it('refuses a bad range or date, an unknown grouping, a page over 500 and malformed ids', async () => {
    expectError(await call('/api/reports/dayoffs', { from: '2025-03-10', to: '2025-03-01' }), 400, 'DATE_RANGE_INVALID', 'to');
    expectError(await call('/api/reports/dayoffs', { ...MARCH, groupBy: 'month' }), 400, 'VALIDATION_ERROR');
    expectError(await call('/api/reports/dayoffs', { ...MARCH, limit: 501 }), 400, 'VALIDATION_ERROR');
    expectError(await call('/api/reports/dayoffs', { from: '2025-02-30', to: '2025-03-31' }), 400, 'VALIDATION_ERROR');
    expectError(await call('/api/reports/dayoffs', { ...MARCH, branchIds: ['x'] }), 400, 'VALIDATION_ERROR');
    expectError(await call('/api/reports/dayoffs/export', { ...MARCH, skip: 0 }), 400, 'VALIDATION_ERROR');
  });
});

describe('absences report export', () => {
  async function waitJob(jobId: string, as = 'owner') {
    for (let i = 0; i < 200; i++) {
      const job = dataOf<{ status: string; result: { fileName: string; rows: number } | null }>(await t.call('GET', `/api/jobs/${jobId}`, { token: t.tokenFor(as) }));
      if (job.status === 'completed' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('job did not finish');
  }
  const download = (jobId: string, as = 'owner') =>
    t.app.inject({ method: 'GET', url: `/api/reports/dayoffs/exports/${jobId}/download`, headers: { authorization: `Bearer ${t.tokenFor(as)}` } });

  it('exports as a background job: an XLSX with localized headers, the grouped rows, totals and a Bradford sheet', async () => {
    for (const [locale, headers, bradford, file] of [
      ['es-ES', ['Motivo', 'Solicitudes', 'Personas', 'Días', 'Horas'], ['Colaborador', 'Unidad', 'Ausencias (S)', 'Días', 'Factor Bradford'], 'informe-licencias'],
      ['en-US', ['Reason', 'Requests', 'People', 'Days', 'Hours'], ['Collaborator', 'Unit', 'Spells (S)', 'Days', 'Bradford factor'], 'absences-report'],
      ['pt-BR', ['Motivo', 'Solicitações', 'Pessoas', 'Dias', 'Horas'], ['Colaborador', 'Unidade', 'Ausências (S)', 'Dias', 'Fator Bradford'], 'relatorio-licencas'],
    ] as const) {
      const started = await call('/api/reports/dayoffs/export', { ...MARCH, groupBy: 'reason' }, 'owner', locale);
      const { jobId } = dataOf<{ jobId: string }>(started, 202);
      const job = await waitJob(jobId);
      expect(job).toMatchObject({ status: 'completed', result: { fileName: `${file}-${MARCH.from}-${MARCH.to}.xlsx`, rows: 2 } });
      const res = await download(jobId);
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const values = (sheet: ExcelJS.Worksheet) => {
        const rows: unknown[][] = [];
        sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        return rows;
      };
      const [main, brad] = book.worksheets;
      expect(values(main)[0]).toEqual(headers);
      expect(values(main).slice(1)).toEqual([['Medical visit', 1, 1, 1, 0], ['Sick leave', 4, 2, 5.5, 11], [expect.any(String), 5, 3, 6.5, 11]]);
      expect(values(brad)[0]).toEqual(bradford);
      expect(values(brad)[1]).toEqual(['Ana Arriaga', 'Bilbao Store', 2, 3.5, 14]);
    }
  });

  it('lets only its company (and a scoped creator) download it', async () => {
    const { jobId } = dataOf<{ jobId: string }>(await call('/api/reports/dayoffs/export', { ...MARCH, groupBy: 'unit' }), 202);
    await waitJob(jobId);
    expect((await download(jobId, 'demoowner')).statusCode).toBe(404);
    expect((await download(jobId, 'manager')).statusCode).toBe(404);
    const mine = dataOf<{ jobId: string }>(await call('/api/reports/dayoffs/export', { ...MARCH, groupBy: 'unit' }, 'manager'), 202);
    expect((await waitJob(mine.jobId, 'manager')).status).toBe('completed');
    expect((await download(mine.jobId, 'manager')).statusCode).toBe(200);
  });
});
