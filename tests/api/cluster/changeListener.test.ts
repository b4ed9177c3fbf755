import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../../src/server/db/client';
import { LISTENER_NAME } from '../../../src/server/db/changeListener';
import { changeWatchOf, type ChangeSignal } from '../../../src/server/db/changeWatch';
import { readDataVersion } from '../../../src/server/db/dataVersion';
import { companies, systemSettings, users } from '../../../src/server/db/schema';
import { insertFixture, type Fixture } from '../../helpers/fixture';

/**
 * Two processes' database handles on one PostgreSQL (what two servers behind a load balancer hold): what one commits
 * is announced to the other at commit (migration 0022, src/server/db/changeListener.ts), so the other's cached data
 * version, sign-in rows and policy can be kept between writes and still never serve what is gone.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('changes announced across processes on one PostgreSQL', () => {
  const dbName = `t_listen_${randomBytes(5).toString('hex')}`;
  let one: Database;
  let other: Database;
  let fx: Fixture;

  const admin = async (query: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(query, params);
    } finally {
      await client.end();
    }
  };
  /** the next announcement `other` hears that matches */
  const heard = (match: (s: ChangeSignal) => boolean) => new Promise<ChangeSignal>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('nothing announced within 5 s')), 5_000);
    const stop = changeWatchOf(other.db)!.subscribe((signal) => {
      if (!match(signal)) return;
      clearTimeout(timer);
      stop();
      resolve(signal);
    });
  });

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    one = await openPostgres(url.toString());
    await one.migrate();
    other = await openPostgres(url.toString());
    fx = await insertFixture(one.db);
    // announcements arrive in commit order: once this one is heard, the fixture's have been too
    const synced = heard((s) => s.kind === 'setting' && s.key === 'sync');
    await one.db.execute(sql`select pg_notify('hr_settings_changed', 'sync')`);
    await synced;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([one, other].filter(Boolean).map((d) => d.close()));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('keeps a data version between writes, and reads the new one once another process committed a write', async () => {
    const companyId = fx.companyA.id;
    const before = await readDataVersion(other.db, companyId);
    const stamp = changeWatchOf(other.db)!.stamp(companyId);
    const stampOfB = changeWatchOf(other.db)!.stamp(fx.companyB.id);
    expect(stamp).toBeDefined();
    await other.db.select().from(companies).limit(1); // reads move nothing
    expect(changeWatchOf(other.db)!.stamp(companyId)).toBe(stamp);

    const announced = heard((s) => s.kind === 'company' && s.companyId === companyId && s.data);
    await one.db.update(users).set({ updatedAt: new Date() }).where(eq(users.companyId, companyId));
    await announced;
    expect(changeWatchOf(other.db)!.stamp(companyId)).not.toBe(stamp);
    expect(await readDataVersion(other.db, companyId)).toBe(before + 1);
    // another company's stamp did not move: its cached pages stay
    expect(changeWatchOf(other.db)!.stamp(fx.companyB.id)).toBe(stampOfB);
  });

  it('reads its own committed write at once, without waiting for the announcement', async () => {
    const companyId = fx.companyA.id;
    const before = await readDataVersion(other.db, companyId);
    await other.db.update(users).set({ updatedAt: new Date() }).where(eq(users.companyId, companyId));
    expect(await readDataVersion(other.db, companyId)).toBe(before + 1);
  });

  it('announces a change of a company row and of a setting (the sign-in rows, maintenance and the policy follow)', async () => {
    const company = heard((s) => s.kind === 'company' && s.companyId === fx.companyB.id && !s.data);
    await one.db.update(companies).set({ name: 'Renamed elsewhere' }).where(eq(companies.id, fx.companyB.id));
    await company;
    const setting = heard((s) => s.kind === 'setting' && s.key === 'maintenance');
    await one.db.insert(systemSettings).values({ key: 'maintenance', value: false }).onConflictDoUpdate({ target: systemSettings.key, set: { value: sql`'true'::jsonb` } });
    await setting;
  });

  it('reuses nothing while it cannot hear, and tells that anything may have changed once it hears again', async () => {
    const again = heard((s) => s.kind === 'all');
    const { rowCount } = await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`, [dbName, LISTENER_NAME]);
    expect(rowCount).toBe(2); // one listener per handle
    await expect.poll(() => changeWatchOf(other.db)!.stamp(fx.companyA.id), { timeout: 2_000 }).toBeUndefined();
    await again; // reconnected (about a second later)
    expect(changeWatchOf(other.db)!.stamp(fx.companyA.id)).toBeDefined();
  }, 15_000);
});
