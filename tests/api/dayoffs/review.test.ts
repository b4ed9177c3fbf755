import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from './dayoffHelpers';

let t: TestApp;
let sick: string;
let day = 0;
beforeAll(async () => {
  t = await createTestApp();
  sick = await createReason(t, { title: 'Sick leave' });
});
afterAll(async () => {
  await t?.close();
});

/** A PENDING request of `user` on its own date (each call a later day of 2032). */
async function pending(as: string, user: string): Promise<Dayoff> {
  day += 1;
  const date = new Date(Date.UTC(2032, 0, day)).toISOString().slice(0, 10);
  return dataOf<Dayoff>(await createDayoff(t, as, { userId: t.fx.users[user].id, typeId: sick, from: date, to: date }), 201);
}

const auditOf = (id: string) => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'dayoffs'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')));

describe('reviewing absence requests', () => {
  it('approves a request as another administrator: status, review, history and one audit row', async () => {
    const req = await pending('admin', 'admin');
    const approved = dataOf<Dayoff>(await review(t, 'owner', { id: req.id, status: 'APPROVED' }));
    expect(approved).toMatchObject({ status: 'APPROVED', review: { reviewerId: t.fx.users.owner.id, reason: null } });
    expect(approved.history.map((h) => h.kind)).toEqual(['CREATED', 'REVIEW']);
    expect(await auditOf(req.id)).toHaveLength(1);
  });

  it('refuses anyone deciding their own request, whatever their role (403 SELF_REVIEW_NOT_ALLOWED)', async () => {
    const own = await pending('admin', 'admin');
    const res = await review(t, 'admin', { id: own.id, status: 'APPROVED' });
    expectError(res, 403, 'SELF_REVIEW_NOT_ALLOWED');
    expect(res.body.message).toBe('An administrator cannot approve or reject their own license');
    const owners = await pending('owner', 'owner');
    expectError(await review(t, 'owner', { id: owners.id, status: 'REJECTED', reason: 'no' }), 403, 'SELF_REVIEW_NOT_ALLOWED');
  });

  it('asks a reason to reject', async () => {
    const req = await pending('admin', 'ana');
    expectError(await review(t, 'owner', { id: req.id, status: 'REJECTED' }), 400, 'VALIDATION_ERROR', 'reason');
    expectError(await review(t, 'owner', { id: req.id, status: 'REJECTED', reason: '   ' }), 400, 'VALIDATION_ERROR', 'reason');
    expect(dataOf<Dayoff>(await review(t, 'admin', { id: req.id, status: 'REJECTED', reason: 'Busy week' })).review?.reason).toBe('Busy week');
  });

  it('does not decide a decided request again, unless revised with a reason', async () => {
    const req = await pending('admin', 'ana');
    dataOf(await review(t, 'admin', { id: req.id, status: 'APPROVED' }));
    expectError(await review(t, 'owner', { id: req.id, status: 'REJECTED', reason: 'Too late' }), 409, 'DAYOFF_NOT_PENDING', 'status');
    expectError(await review(t, 'owner', { id: req.id, status: 'REJECTED', revise: true }), 400, 'VALIDATION_ERROR', 'reason');
    const revised = dataOf<Dayoff>(await review(t, 'owner', { id: req.id, status: 'REJECTED', reason: 'Coverage', revise: true }));
    expect(revised.history.map((h) => h.kind)).toEqual(['CREATED', 'REVIEW', 'REVISION']);
    expect(await auditOf(req.id)).toHaveLength(2);
  });

  it('re-checks collisions when a rejected request is revised to approved', async () => {
    const first = await pending('admin', 'ana');
    dataOf(await review(t, 'owner', { id: first.id, status: 'REJECTED', reason: 'Busy' }));
    dataOf(await createDayoff(t, 'admin', { userId: t.fx.users.ana.id, typeId: sick, from: first.from, to: first.to }), 201);
    expectError(await review(t, 'owner', { id: first.id, status: 'APPROVED', reason: 'After all', revise: true }), 409, 'DAYOFF_COLLIDES', 'from');
  });

  it('decides many at once and answers per id', async () => {
    const a = await pending('admin', 'ana');
    const b = await pending('admin', 'collaborator');
    const own = await pending('admin', 'admin');
    const decided = await pending('admin', 'ana');
    dataOf(await review(t, 'owner', { id: decided.id, status: 'APPROVED' }));
    const sevilla = await pending('owner', 'luis');
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = dataOf<{ results: { id: string; status: string; code?: string }[]; updated: number; skipped: number }>(
      await review(t, 'admin', { ids: [a.id, b.id, own.id, decided.id, sevilla.id, missing], status: 'APPROVED' }));
    expect(res.results).toEqual([
      { id: a.id, status: 'updated' },
      { id: b.id, status: 'updated' },
      { id: own.id, status: 'skipped', code: 'SELF_REVIEW_NOT_ALLOWED' },
      { id: decided.id, status: 'skipped', code: 'DAYOFF_NOT_PENDING' },
      { id: sevilla.id, status: 'skipped', code: 'NOT_FOUND' },
      { id: missing, status: 'skipped', code: 'NOT_FOUND' },
    ]);
    expect(res).toMatchObject({ updated: 2, skipped: 4 });
    expect(await auditOf(a.id)).toHaveLength(1);
    expectError(await review(t, 'admin', { ids: [a.id], status: 'REJECTED' }), 400, 'VALIDATION_ERROR', 'reason');
    expectError(await review(t, 'admin', { status: 'APPROVED' }), 400, 'VALIDATION_ERROR', 'id');
  });
});
