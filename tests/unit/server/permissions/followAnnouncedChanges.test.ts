import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { cachedAuthRow, rememberAuthRow, type AuthRow } from '../../../../src/server/auth/authRowCache';
import { ChangeWatch, watchChanges } from '../../../../src/server/db/changeWatch';
import type { Db } from '../../../../src/server/db/client';
import { followAnnouncedChanges } from '../../../../src/server/permissions/followAnnouncedChanges';
import { unitLinksOf } from '../../../../src/server/permissions/unitTreeCache';

/** A database handle whose only query is the unit tree's read, counted. */
function unitTreeDb() {
  const db = { reads: 0, select: () => ({ from: () => ({ where: async () => { db.reads++; return [{ id: 'u1', parent: null, timezone: null }]; } }) }) };
  return db;
}

describe("another process's announced commit reaches this process's caches", () => {
  const setup = () => {
    const db = unitTreeDb();
    const watch = new ChangeWatch(() => 0);
    watchChanges(db as unknown as Db, watch);
    const invalidate = vi.fn();
    const app = { policySync: { invalidate }, addHook: vi.fn() } as unknown as FastifyInstance;
    followAnnouncedChanges(app, db as unknown as Db);
    return { db, watch, invalidate };
  };
  const row = (userId: string, companyId: string) => ({ user: { id: userId, companyId }, company: { id: companyId } }) as unknown as AuthRow;

  it('drops the company’s sign-in rows and unit tree, not another company’s', async () => {
    const t = setup();
    rememberAuthRow(row('ana', 'acme'));
    rememberAuthRow(row('bob', 'globex'));
    await unitLinksOf(t.db as unknown as Db, 'acme');
    await unitLinksOf(t.db as unknown as Db, 'acme');
    expect(t.db.reads).toBe(1);
    t.watch.announce({ kind: 'company', companyId: 'acme', data: true });
    expect(cachedAuthRow('ana')).toBeUndefined();
    expect(cachedAuthRow('bob')).toBeDefined();
    await unitLinksOf(t.db as unknown as Db, 'acme');
    expect(t.db.reads).toBe(2);
    expect(t.invalidate).not.toHaveBeenCalled();
  });

  it('reloads the policy when the roles’ tag changes elsewhere, and drops everything after a gap in hearing', async () => {
    const t = setup();
    t.watch.announce({ kind: 'setting', key: 'maintenance' });
    expect(t.invalidate).not.toHaveBeenCalled();
    t.watch.announce({ kind: 'setting', key: 'policyVersion' });
    expect(t.invalidate).toHaveBeenCalledTimes(1);
    rememberAuthRow(row('carla', 'initech'));
    await unitLinksOf(t.db as unknown as Db, 'initech');
    t.watch.announce({ kind: 'all' });
    expect(cachedAuthRow('carla')).toBeUndefined();
    await unitLinksOf(t.db as unknown as Db, 'initech');
    expect(t.db.reads).toBe(2);
    expect(t.invalidate).toHaveBeenCalledTimes(2);
  });
});
