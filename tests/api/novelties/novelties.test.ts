import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workdays } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from '../dayoffs/dayoffHelpers';

/** Team › Novedades (resources/novelties.ts, docs/api/novelties.md): payroll novelties per collaborator and period. */
type Novelty = { id: string; userId: string; type: string; date: string; quantity: number; comment?: string; period: string; status: string; source: string; sourceKey: string | null; branch: string | null };
type Page = { novelties: Novelty[]; count: number };
type Summary = { period: string; open: number; sent: number; byType: { type: string; unit: string; count: number; total: number }[] };

// a period far from any real date: nothing else in the fixture falls in it, whatever day CI runs
const PERIOD = '2031-03';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string) => ({ token: t.tokenFor(user) });
const create = (user: string, body: Record<string, unknown>) => t.call('POST', '/api/novelties', { ...as(user), body });
const list = async (user: string, filters: Record<string, unknown> = {}) =>
  dataOf<Page>(await t.call('POST', '/api/novelties/getFiltered', { ...as(user), body: { filters, limit: 100, sort: [{ field: 'date', order: 'asc' }] } }));
const summary = async (user: string, period = PERIOD) => dataOf<Summary>(await t.call('GET', `/api/novelties/summary?period=${period}`, as(user)));
const period = (action: string, user: string, p = PERIOD) => t.call('POST', `/api/novelties/${action}`, { ...as(user), body: { period: p } });

describe('payroll novelties typed in', () => {
  let bonus: Novelty;

  it('an administrator adds one for a person of their units: the period and unit come from the date and the person', async () => {
    bonus = dataOf<Novelty>(await create('admin', { userId: t.fx.users.ana.id, type: 'BONUS', date: `${PERIOD}-14`, quantity: 250.5, comment: 'Objetivos' }), 201);
    expect(bonus).toMatchObject({ period: PERIOD, branch: t.fx.units.bilbao, status: 'OPEN', source: 'MANUAL', quantity: 250.5 });
    dataOf(await create('owner', { userId: t.fx.users.luis.id, type: 'OVERTIME', date: `${PERIOD}-20`, quantity: 6 }), 201);
    expect((await list('owner', { period: { eq: PERIOD } })).count).toBe(2);
    // the administrator of North sees only their units' people
    expect((await list('admin', { period: { eq: PERIOD } })).novelties.map((n) => n.userId)).toEqual([t.fx.users.ana.id]);
    expect(await summary('owner')).toMatchObject({ open: 2, sent: 0, byType: [{ type: 'OVERTIME', unit: 'HOURS', count: 1, total: 6 }, { type: 'BONUS', unit: 'AMOUNT', count: 1, total: 250.5 }] });
  });

  it('refuses a quantity its unit cannot hold, a person outside the caller\'s units and another company\'s person', async () => {
    expectError(await create('owner', { userId: t.fx.users.ana.id, type: 'OVERTIME', date: `${PERIOD}-02`, quantity: 800 }), 400, 'NOVELTY_QUANTITY_INVALID', 'quantity');
    expectError(await create('owner', { userId: t.fx.users.ana.id, type: 'SICK_LEAVE', date: `${PERIOD}-02`, quantity: 0 }), 400, 'NOVELTY_QUANTITY_INVALID', 'quantity');
    expectError(await create('owner', { userId: t.fx.users.ana.id, type: 'BONUS', date: `${PERIOD}-02`, quantity: 10.005 }), 400, 'NOVELTY_QUANTITY_INVALID', 'quantity');
    expectError(await create('owner', { userId: t.fx.users.ana.id, type: 'BONUS', date: '2031-13-01', quantity: 10 }), 400, 'VALIDATION_ERROR', 'date');
    expectError(await create('admin', { userId: t.fx.users.luis.id, type: 'BONUS', date: `${PERIOD}-02`, quantity: 10 }), 403, 'FORBIDDEN');
    expectError(await create('owner', { userId: t.fx.users.demoworker.id, type: 'BONUS', date: `${PERIOD}-02`, quantity: 10 }), 404, 'NOT_FOUND');
    expect((await t.call('POST', '/api/novelties', { ...as('owner'), body: { userId: t.fx.users.ana.id, type: 'OVERTIME', date: `${PERIOD}-02`, quantity: 800 }, locale: 'es-ES' })).body.message).toMatch(/744 horas/);
  });

  it('moving the date moves the novelty to that month\'s period; a viewer reads but may not write', async () => {
    const moved = dataOf<Novelty>(await t.call('PATCH', `/api/novelties/${bonus.id}`, { ...as('admin'), body: { date: '2031-04-02' } }));
    expect(moved.period).toBe('2031-04');
    dataOf(await t.call('PATCH', `/api/novelties/${bonus.id}`, { ...as('admin'), body: { date: `${PERIOD}-14` } }));
    expectError(await create('viewer', { userId: t.fx.users.ana.id, type: 'BONUS', date: `${PERIOD}-02`, quantity: 10 }), 403, 'FORBIDDEN');
    expectError(await period('send', 'viewer'), 403, 'FORBIDDEN');
    expect((await list('viewer', { period: { eq: PERIOD } })).count).toBe(2);
    expectError(await t.call('GET', `/api/novelties/${bonus.id}`, as('demoowner')), 404, 'NOT_FOUND');
  });
});

describe('a period brought from absences and workdays, sent to payroll and reopened', () => {
  let sickReason = '';

  it('bringing needs novelties version V2', async () => {
    expectError(await period('generate', 'owner'), 409, 'NOVELTIES_V2_REQUIRED');
    dataOf(await t.call('PATCH', '/api/companies/config/general', { ...as('owner'), body: { noveltiesVersion: 'V2' } }));
  });

  it('brings approved unpaid and sick leave and each person\'s overtime and night hours, once', async () => {
    const unpaid = await createReason(t, { title: 'Sin sueldo', dayCounting: 'CALENDAR_DAYS', paid: false });
    const sick = await createReason(t, { title: 'Baja', dayCounting: 'CALENDAR_DAYS', payrollNovelty: 'SICK_LEAVE' });
    sickReason = sick;
    const paid = await createReason(t, { title: 'Mudanza', dayCounting: 'CALENDAR_DAYS' });
    const approve = async (user: string, typeId: string, from: string, to: string) => {
      const d = dataOf<Dayoff>(await createDayoff(t, 'owner', { userId: t.fx.users[user].id, typeId, from, to }), 201);
      dataOf(await review(t, 'owner', { id: d.id, status: 'APPROVED' }));
      return d;
    };
    const anaUnpaid = await approve('ana', unpaid, `${PERIOD}-03`, `${PERIOD}-05`);
    await approve('luis', sick, `${PERIOD}-10`, `${PERIOD}-13`);
    await approve('ana', paid, `${PERIOD}-20`, `${PERIOD}-20`); // paid, no payroll novelty: not brought
    dataOf(await createDayoff(t, 'owner', { userId: t.fx.users.luis.id, typeId: unpaid, from: `${PERIOD}-24`, to: `${PERIOD}-25` }), 201); // pending: not brought
    const { id: companyId } = t.fx.companyA;
    const day = (user: string, date: string, extra: number, night: number) => ({
      companyId, userId: t.fx.users[user].id, date, state: 'finish', firstIn: new Date(`${date}T08:00:00Z`), lastOut: new Date(`${date}T18:00:00Z`), workedMinutes: 600, extraMinutes: extra, nightMinutes: night,
    });
    await t.db.insert(workdays).values([day('ana', `${PERIOD}-06`, 90, 0), day('ana', `${PERIOD}-07`, 45, 30), day('luis', `${PERIOD}-06`, 0, 0), { ...day('luis', `${PERIOD}-07`, 120, 0), state: 'cancel' }]);

    expect(dataOf(await period('generate', 'owner'))).toEqual({ created: 4, updated: 0, removed: 0, unchanged: 0 });
    const brought = (await list('owner', { period: { eq: PERIOD }, source: { in: ['ABSENCE', 'WORKDAYS'] } })).novelties;
    expect(brought.map((n) => [n.userId === t.fx.users.ana.id ? 'ana' : 'luis', n.type, n.quantity, n.date]).sort()).toEqual([
      ['ana', 'NIGHT_HOURS', 0.5, `${PERIOD}-31`],
      ['ana', 'OVERTIME', 2.25, `${PERIOD}-31`],
      ['ana', 'UNPAID_LEAVE', 3, `${PERIOD}-03`],
      ['luis', 'SICK_LEAVE', 4, `${PERIOD}-10`],
    ]);
    expect(brought.find((n) => n.type === 'UNPAID_LEAVE')?.sourceKey).toBe(`dayoff:${anaUnpaid.id}`);
    // again: nothing new
    expect(dataOf(await period('generate', 'owner'))).toEqual({ created: 0, updated: 0, removed: 0, unchanged: 4 });
    // the administrator of North brings only their people's (nothing new either)
    expect(dataOf(await period('generate', 'admin'))).toEqual({ created: 0, updated: 0, removed: 0, unchanged: 3 });
  });

  it('a brought novelty edited by hand is the user\'s own: bringing again leaves it; a changed record updates the rest', async () => {
    const overtime = (await list('owner', { period: { eq: PERIOD }, type: { in: ['OVERTIME'] }, source: { in: ['WORKDAYS'] } })).novelties[0];
    const night = (await list('owner', { period: { eq: PERIOD }, type: { in: ['NIGHT_HOURS'] } })).novelties[0];
    expect(dataOf<Novelty>(await t.call('PATCH', `/api/novelties/${overtime.id}`, { ...as('owner'), body: { quantity: 3 } }))).toMatchObject({ quantity: 3, source: 'MANUAL' });
    await t.db.insert(workdays).values({ companyId: t.fx.companyA.id, userId: t.fx.users.ana.id, date: `${PERIOD}-08`, state: 'finish', firstIn: new Date(`${PERIOD}-08T08:00:00Z`), extraMinutes: 60, nightMinutes: 60 });
    expect(dataOf(await period('generate', 'owner'))).toEqual({ created: 0, updated: 1, removed: 0, unchanged: 3 });
    expect(dataOf<Novelty>(await t.call('GET', `/api/novelties/${overtime.id}`, as('owner'))).quantity).toBe(3);
    expect(dataOf<Novelty>(await t.call('GET', `/api/novelties/${night.id}`, as('owner'))).quantity).toBe(1.5);
    // a reason that no longer tells payroll takes its novelties away
    const sickNovelty = (await list('owner', { period: { eq: PERIOD }, type: { in: ['SICK_LEAVE'] } })).novelties[0];
    dataOf(await t.call('PATCH', `/api/companies/typesOfDayoff/${sickReason}`, { ...as('owner'), body: { payrollNovelty: 'NONE' } }));
    expect(dataOf(await period('generate', 'owner'))).toEqual({ created: 0, updated: 0, removed: 1, unchanged: 3 });
    expectError(await t.call('GET', `/api/novelties/${sickNovelty.id}`, as('owner')), 404, 'NOT_FOUND');
  });

  it('sending the period locks its novelties until it is reopened', async () => {
    const before = await summary('owner');
    expect(before.sent).toBe(0);
    // the administrator sends only their units' novelties
    const northOpen = (await list('admin', { period: { eq: PERIOD } })).count;
    expect(dataOf(await period('send', 'admin'))).toEqual({ sent: northOpen });
    expect(dataOf(await period('send', 'owner'))).toEqual({ sent: before.open - northOpen });
    expect(await summary('owner')).toMatchObject({ open: 0, sent: before.open });
    const one = (await list('owner', { period: { eq: PERIOD } })).novelties[0];
    expect(one.status).toBe('SENT');
    expectError(await t.call('PATCH', `/api/novelties/${one.id}`, { ...as('owner'), body: { quantity: 1 } }), 409, 'NOVELTY_SENT', 'status');
    expectError(await t.call('DELETE', `/api/novelties/${one.id}`, as('owner')), 409, 'NOVELTY_SENT', 'status');
    // bringing a sent period changes nothing
    expect(dataOf<{ created: number; updated: number; removed: number }>(await period('generate', 'owner'))).toMatchObject({ created: 0, updated: 0, removed: 0 });
    expect(dataOf(await period('reopen', 'owner'))).toEqual({ reopened: before.open });
    dataOf(await t.call('DELETE', `/api/novelties/${one.id}`, as('owner')));
    const history = dataOf<{ audit: { action: string }[] }>(await t.call('GET', `/api/audit?entity=novelties&entityId=${one.id}`, as('owner')));
    expect(history.audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('two brings at once create each novelty once', async () => {
    const june = '2031-06';
    await t.db.insert(workdays).values({ companyId: t.fx.companyA.id, userId: t.fx.users.luis.id, date: `${june}-03`, state: 'finish', firstIn: new Date(`${june}-03T08:00:00Z`), extraMinutes: 30 });
    const both = await Promise.all([period('generate', 'owner', june), period('generate', 'owner', june)]);
    expect(both.map((r) => dataOf<{ created: number }>(r).created).sort()).toEqual([0, 1]);
    expect((await list('owner', { period: { eq: june } })).count).toBe(1);
  });

  it('refuses a period that is not a month and another company never sees ours', async () => {
    expectError(await period('send', 'owner', '2031-3'), 400, 'VALIDATION_ERROR');
    expect(await summary('demoowner')).toMatchObject({ open: 0, sent: 0, byType: [] });
    expect(dataOf(await period('send', 'demoowner'))).toEqual({ sent: 0 });
  });
});
