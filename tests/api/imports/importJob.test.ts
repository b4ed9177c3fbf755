import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, deviceUsers, jobs, users } from '../../../src/server/db/schema';
import { addDevice } from '../devices/protocolHelpers';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { finishedJob, validRow } from './importHelpers';

type Started = { data: { jobId: string; total: number } };

describe('POST /api/users/import: the valid rows become collaborators in one background job', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = t.tokenFor('owner');
  });
  afterAll(async () => t.close());

  const teamCount = async () =>
    (await t.call<{ data: { count: number } }>('POST', '/api/users/getFiltered', { token: owner, body: { limit: 1 } })).body.data.count;
  const companyUsers = async () => (await t.db.select({ n: count() }).from(users).where(eq(users.companyId, t.fx.companyA.id)))[0].n;
  const start = (rows: unknown[], token = owner) => t.call<Started>('POST', '/api/users/import', { token, body: { rows } });

  it('runs to completed; the people are on the team list as collaborators with unique usernames and no password', async () => {
    await t.db.insert(users).values({ companyId: t.fx.companyB.id, username: 'luis.lopez', firstName: 'Luis', lastName: 'Lopez', role: 'user' });
    const before = await teamCount();
    const res = await start([
      validRow(1, { firstName: 'Luis', lastName: 'López Gil', position: 'Cajero', externalId: 'EXT-1', phone: '+34 600 000 001', birthDate: '21/04/1990', disability: '33', documentExpirationDate: '2031-01-31', contractStartDate: '2024-01-15' }),
      validRow(2, { firstName: 'Marta', lastName: 'Ruiz Gil', email: '' }),
      validRow(3, { firstName: 'Marta', lastName: 'Ruiz Sanz', mainBranch: 'sevilla store', typeOfDocument: 'pasaporte', numberOfDocument: 'xk123456' }),
    ]);
    expect(res.status).toBe(202);
    expect(res.body.data.total).toBe(3);
    const job = await finishedJob(t, res.body.data.jobId, owner);
    expect(job).toMatchObject({ status: 'completed', done: 3, total: 3, result: { created: 3 }, error: null });
    expect(await teamCount()).toBe(before + 3);

    const created = await t.db.select().from(users).where(and(eq(users.companyId, t.fx.companyA.id), sql`${users.username} in ('luis.lopez2', 'marta.ruiz', 'marta.ruiz2')`));
    expect(created).toHaveLength(3);
    const luis = created.find((u) => u.username === 'luis.lopez2');
    expect(luis).toMatchObject({
      role: 'user', passwordHash: null, active: true, mainBranch: t.fx.units.bilbao, position: 'Cajero', externalId: 'EXT-1',
      birthDate: '1990-04-21', disability: 33, documentExpirationDate: '2031-01-31', contractStartDate: '2024-01-15',
    });
    expect(created.find((u) => u.lastName === 'Ruiz Sanz')).toMatchObject({ mainBranch: t.fx.units.sevilla, typeOfDocument: 'PASSPORT', numberOfDocument: 'XK123456', email: expect.any(String) });
    expect(created.find((u) => u.lastName === 'Ruiz Gil')?.email).toBeNull();

    // one audit row for the whole import, and the queued personal data is gone from the job
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, res.body.data.jobId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', userId: t.fx.users.owner.id, changes: { import: { created: 3 } } });
    expect((audit[0].changes as { import: { userIds: string[] } }).import.userIds.sort()).toEqual(created.map((u) => u.id).sort());
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, res.body.data.jobId));
    expect(row.payload).toEqual({});
  });

  it('is all or nothing: a failure in the last chunk leaves none of the rows', async () => {
    // a database error on one row of the second INSERT chunk (rows 500+), as a broken disk or constraint would cause
    await t.db.execute(sql.raw(`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.first_name = 'Boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`));
    await t.db.execute(sql.raw('CREATE TRIGGER users_refuse_boom BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_boom()'));
    try {
      const before = await companyUsers();
      const rows = Array.from({ length: 600 }, (_, i) => validRow(1000 + i, i === 550 ? { firstName: 'Boom' } : {}));
      const res = await start(rows);
      expect(res.status).toBe(202);
      const job = await finishedJob(t, res.body.data.jobId, owner);
      expect(job).toMatchObject({ status: 'failed', error: 'INTERNAL_ERROR', result: null });
      expect(await companyUsers()).toBe(before);
      // no personal data is left behind in the failed job
      expect((await t.db.select().from(jobs).where(eq(jobs.id, res.body.data.jobId)))[0].payload).toEqual({});
      expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.data.jobId))).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER users_refuse_boom ON users'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_boom()'));
    }
  });

  it('refuses the whole request with IMPORT_HAS_ERRORS while any row is invalid, pointing at the row and cell', async () => {
    const jobsBefore = (await t.db.select({ n: count() }).from(jobs))[0].n;
    const res = await start([validRow(2000), validRow(2001, { email: 'collaborator@acme.test' })]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMPORT_HAS_ERRORS');
    expect(res.body.message).toBe('Some rows have errors: check them');
    expect(res.body.errors).toEqual([{ field: 'rows.1.email', code: 'REPITED_EMAIL', message: 'Repeated email' }]);
    expect((await t.db.select({ n: count() }).from(jobs))[0].n).toBe(jobsBefore);
  });

  it('an administrator importing into a unit outside their scope gets BRANCH_NOT_EXISTS and nothing is created', async () => {
    const before = await companyUsers();
    const res = await start([validRow(3000, { mainBranch: 'Santander Store' }), validRow(3001, { mainBranch: 'Sevilla Store' })], t.tokenFor('admin'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'rows.1.mainBranch', code: 'BRANCH_NOT_EXISTS', message: 'The branch office does not exist' }]);
    expect(await companyUsers()).toBe(before);

    const ok = await start([validRow(3000, { mainBranch: 'Santander Store' })], t.tokenFor('admin'));
    expect(ok.status).toBe(202);
    expect(await finishedJob(t, ok.body.data.jobId, t.tokenFor('admin'))).toMatchObject({ status: 'completed', result: { created: 1 } });
  });

  it('over the contracted users the import is refused with CONTRACTED_USERS_LIMIT', async () => {
    const [{ active }] = await t.db.select({ active: count() }).from(users).where(and(eq(users.companyId, t.fx.companyA.id), eq(users.role, 'user'), eq(users.active, true)));
    await t.db.update(companies).set({ contractedUsers: active + 1 }).where(eq(companies.id, t.fx.companyA.id));
    try {
      const res = await start([validRow(4000), validRow(4001)]);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CONTRACTED_USERS_LIMIT');
      expect(res.body.message).toBe('Over the limit of contracted users');
    } finally {
      await t.db.update(companies).set({ contractedUsers: 1000 }).where(eq(companies.id, t.fx.companyA.id));
    }
  });

  it('a job runs with its creator\'s rights of now: a creator deactivated meanwhile gets it refused, nothing created', async () => {
    const before = await companyUsers();
    // queued as the retired administrator (inactive since), as if they had started it before leaving
    const [job] = await t.db.insert(jobs).values({
      companyId: t.fx.companyA.id, type: 'users.import', createdBy: t.fx.users.retired.id, total: 1, payload: { rows: [validRow(6000, { mainBranch: t.fx.units.bilbao })] },
    }).returning();
    t.app.jobs.wake();
    const done = await finishedJob(t, job.id, owner);
    expect(done).toMatchObject({ status: 'failed', error: 'FORBIDDEN' });
    expect(await companyUsers()).toBe(before);
  });

  it('a viewer may not import', async () => {
    expect((await start([validRow(5000)], t.tokenFor('viewer'))).status).toBe(403);
  });
});

describe('imported collaborators and the time clocks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('each imported person gets a clock PIN unique in the company and is queued for loading on the devices of their unit', async () => {
    const owner = t.tokenFor('owner');
    const device = await addDevice(t, t.fx.companyA.id, 'IMPORT0001');
    const res = await t.call<Started>('POST', '/api/users/import', { token: owner, body: { rows: [validRow(1, { firstName: 'Ana', lastName: 'Pin Uno' }), validRow(2, { firstName: 'Eva', lastName: 'Pin Dos', mainBranch: 'sevilla store' })] } });
    expect((await finishedJob(t, res.body.data.jobId, owner)).status).toBe('completed');
    const people = await t.db.select().from(users).where(and(eq(users.companyId, t.fx.companyA.id), sql`${users.lastName} in ('Pin Uno', 'Pin Dos')`));
    expect(people.every((p) => /^[1-9][0-9]*$/.test(p.devicePin ?? ''))).toBe(true);
    const pins = (await t.db.select({ pin: users.devicePin }).from(users).where(eq(users.companyId, t.fx.companyA.id))).map((r) => r.pin).filter(Boolean);
    expect(new Set(pins).size).toBe(pins.length);
    // the device covers Bilbao only: Ana (Bilbao) is loading there, Eva (Sevilla) is not
    const loads = await t.db.select().from(deviceUsers).where(eq(deviceUsers.deviceId, device.id));
    expect(loads.map((l) => l.userId)).toEqual([people.find((p) => p.lastName === 'Pin Uno')!.id]);
    expect(loads[0].state).toBe('LOADING');
  });
});
