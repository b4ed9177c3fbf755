import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, fileNodes } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { giveDnis, multipart, payrollRun, waitJob } from './hubHelpers';

type Match = { id: string; userId: string | null; reason: string; status: string };
type Check = { id: string; status: string; lastStatus: string; job: { id: string; status: string } | null; matches: Match[]; errors: { code: string; detail: string }[] };

let t: TestApp;
let payroll: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  await giveDnis(t);
  payroll = await payrollRun();
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string) => ({ token: t.tokenFor(user) });
const newSettlement = async (body: Record<string, unknown> = {}) =>
  dataOf<{ id: string; year: number; status: string; slips: number }>(
    await t.call('POST', '/api/companies/settlement', { ...as('owner'), body: { title: 'Nóminas noviembre', month: 11, type: 'MONTHLY', period: '2025-11', ...body } }), 201);
const bulk = (settlementId: string, bytes = payroll, user = 'owner') =>
  t.call('POST', '/api/salaries/bulkSalary', { ...as(user), ...multipart({ settlementId }, [{ bytes, filename: 'nominas.pdf' }]) });
const check = async (id: string) => dataOf<Check>(await t.call('GET', `/api/salaries/bulkSalary/check/${id}`, as('owner')));

describe('salary settlements', () => {
  it('answers one `group` per upload and checks every PDF of a compressed upload, not only its last one', async () => {
    const s = await newSettlement();
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('this is no PDF structure at all '.repeat(20))]);
    const files = [{ bytes: damaged, filename: 'roto.pdf' }, { bytes: payroll, filename: 'nominas.pdf' }];
    const res = await t.call('POST', '/api/salaries/bulkSalary/compress', { ...as('owner'), ...multipart({ settlementId: s.id }, files) });
    const answer = dataOf<{ settlementId: string; group: { status: string; files: { fileName: string }[] }; job: { id: string } }>(res, 201);
    expect(answer).not.toHaveProperty('groups');
    expect(answer.group).toMatchObject({ status: 'PENDING' });
    expect(answer.group.files.map((f) => f.fileName).sort()).toEqual(['nominas.pdf', 'roto.pdf']);
    await waitJob(t, answer.job.id);
    const checked = await check(s.id) as Check & { groups: { fileName: string; status: string }[] };
    expect(checked.groups.map((g) => [g.fileName, g.status]).sort()).toEqual([['nominas.pdf', 'COMPLETED'], ['roto.pdf', 'FAILED']]);
    // one bad PDF of the upload: the upload is not COMPLETED, whichever PDF came last
    expect(checked.lastStatus).toBe('FAILED');
  });

  it('creates a settlement with the default year 2025, PENDING and without slips', async () => {
    const s = await newSettlement();
    expect(s).toMatchObject({ year: 2025, status: 'PENDING', slips: 0 });
  });

  it('loads the payroll, matches it, confirms the matches into slips in each person\'s "Nóminas" folder', async () => {
    const s = await newSettlement();
    const { job } = dataOf<{ job: { id: string; type: string; isSettlement: boolean } }>(await bulk(s.id), 201);
    expect(job).toMatchObject({ type: 'fileProcessing', isSettlement: true });
    await waitJob(t, job.id);
    const checked = await check(s.id);
    expect(checked).toMatchObject({ status: 'COMPLETED', lastStatus: 'COMPLETED' });
    expect(checked.matches).toHaveLength(4);
    expect(checked.errors).toEqual([]); // no payroll integration on this company

    const matches = checked.matches.filter((m) => m.userId).map((m) => ({ documentId: m.id, userId: m.userId! }));
    const confirmed = dataOf<{ created: number; settlement: { status: string } }>(
      await t.call('POST', '/api/companies/settlement/bulkSalary/confirm', { ...as('owner'), body: { matches, period: '2025-11', settlementId: s.id } }));
    expect(confirmed.created).toBe(3);
    const { salaries, count } = dataOf<{ salaries: { id: string; userId: string; period: string; fileId: string; user: { lastName: string } }[]; count: number }>(
      await t.call('POST', '/api/companies/settlement/salary/getFiltered', { ...as('owner'), body: { settlementId: s.id } }));
    expect(count).toBe(3);
    expect(salaries.map((x) => x.user.lastName)).toEqual(['Arriaga', 'Bilbaino', 'Lopez']);
    const [slipFile] = await t.db.select().from(fileNodes).where(eq(fileNodes.id, salaries[0].fileId));
    expect(slipFile).toMatchObject({ userId: t.fx.users.ana.id, source: 'SALARY', name: 'Nóminas noviembre 2025-11.pdf' });
    const settlement = dataOf<{ status: string; slips: number }>(await t.call('GET', `/api/companies/settlement/${s.id}`, as('owner')));
    expect(settlement).toMatchObject({ status: 'PROCESSED', slips: 3 });

    expectError(await t.call('POST', '/api/companies/settlement/bulkSalary/confirm', { ...as('owner'), body: { matches, period: '2025-11', settlementId: s.id } }), 409, 'NOTHING_TO_CONFIRM');

    // one slip removed: its file goes, the settlement has two
    dataOf(await t.call('DELETE', `/api/companies/settlement/salary/${salaries[0].id}`, as('owner')));
    expect(await t.db.select().from(fileNodes).where(eq(fileNodes.id, salaries[0].fileId))).toHaveLength(0);
    expectError(await t.call('DELETE', `/api/companies/settlement/salary/${salaries[0].id}`, as('owner')), 404, 'SLIP_NOT_FOUND');
    // the whole settlement removed: every slip and file goes
    dataOf(await t.call('DELETE', `/api/companies/settlement/${s.id}`, as('owner')));
    expect(await t.db.select().from(fileNodes).where(eq(fileNodes.id, salaries[1].fileId))).toHaveLength(0);
  }, 120_000);

  it('pages the slips as asked (skip, limit)', async () => {
    const s = await newSettlement({ title: 'Paga extra', type: 'EXTRA' });
    const { job } = dataOf<{ job: { id: string } }>(await bulk(s.id), 201);
    await waitJob(t, job.id);
    const matches = (await check(s.id)).matches.filter((m) => m.userId).map((m) => ({ documentId: m.id, userId: m.userId! }));
    dataOf(await t.call('POST', '/api/companies/settlement/bulkSalary/confirm', { ...as('owner'), body: { matches, period: '2025-12', settlementId: s.id } }));
    const page = dataOf<{ salaries: unknown[]; count: number }>(await t.call('POST', '/api/companies/settlement/salary/getFiltered', { ...as('owner'), body: { settlementId: s.id, skip: 1, limit: 1 } }));
    expect(page).toMatchObject({ count: 3 });
    expect(page.salaries).toHaveLength(1);
  }, 120_000);

  it('with the payroll-integration flag, lists slips without a person and people without a slip', async () => {
    await t.db.update(companies).set({ flags: { payrollIntegration: true } }).where(eq(companies.id, t.fx.companyA.id));
    try {
      const s = await newSettlement({ title: 'Integración' });
      const { job } = dataOf<{ job: { id: string } }>(await bulk(s.id), 201);
      await waitJob(t, job.id);
      const first = await check(s.id);
      expect(first.errors.map((e) => e.code)).toEqual(['SLIP_WITHOUT_PERSON']); // the outsider; every collaborator has a slip
      const luis = first.matches.find((m) => m.userId === t.fx.users.luis.id)!;
      dataOf(await t.call('DELETE', `/api/document-hub-service/envelopes/match/${luis.id}`, as('owner')));
      const { errors } = await check(s.id);
      expect(errors.map((e) => e.code).sort()).toEqual(['PERSON_WITHOUT_SLIP', 'SLIP_WITHOUT_PERSON', 'SLIP_WITHOUT_PERSON']);
      expect(errors.find((e) => e.code === 'PERSON_WITHOUT_SLIP')?.detail).toBe('Lopez, Luis (34567890V)');
    } finally {
      await t.db.update(companies).set({ flags: {} }).where(eq(companies.id, t.fx.companyA.id));
    }
  }, 120_000);

  it('refuses a file that is not a PDF, an unknown settlement, another company\'s settlement and a viewer', async () => {
    const s = await newSettlement();
    expectError(await bulk(s.id, new TextEncoder().encode('name,salary\nana,1000')), 400, 'INVALID_FILE');
    expectError(await bulk('00000000-0000-4000-8000-000000000000'), 404, 'SETTLEMENT_NOT_FOUND');
    expectError(await bulk(s.id, payroll, 'demoowner'), 404, 'SETTLEMENT_NOT_FOUND');
    expectError(await t.call('GET', `/api/companies/settlement/${s.id}`, as('demoowner')), 404, 'NOT_FOUND');
    expectError(await bulk(s.id, payroll, 'viewer'), 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/companies/settlement/salary/getFiltered', { ...as('demoowner'), body: { settlementId: s.id } }), 404, 'SETTLEMENT_NOT_FOUND');
  });
});
