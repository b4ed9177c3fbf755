import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workdayReviews } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createRole, grants, userWithRole } from '../roles/roleTestKit';
import { history, type WorkdayView } from '../workdays/attendanceHelpers';
import { decide, decideMany, forgetCheckOut, reviewPage, type Review } from './reviewHelpers';

let t: TestApp;
/** pending reviews by person: Ana (Bilbao) 6, Luis (Sevilla) 2, the demo company's worker 1 */
const pending: Record<'ana' | 'luis' | 'demo', Review[]> = { ana: [], luis: [], demo: [] };

beforeAll(async () => {
  t = await createTestApp();
  const { ana, luis, demoworker } = t.fx.users;
  for (const n of [2, 3, 4, 5, 6, 7]) await forgetCheckOut(t, ana.id, n);
  for (const n of [2, 3]) await forgetCheckOut(t, luis.id, n);
  await forgetCheckOut(t, demoworker.id, 2, 'demoowner');
  pending.ana = (await reviewPage(t, { filters: { userId: ana.id } })).reviews;
  pending.luis = (await reviewPage(t, { filters: { userId: luis.id } })).reviews;
  pending.demo = (await reviewPage(t, {}, 'demoowner')).reviews;
});
afterAll(async () => {
  await t?.close();
});

const auditOf = (id: string) => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'workdayReviews'), eq(auditLog.entityId, id)));
const stored = async (id: string) => (await t.db.select().from(workdayReviews).where(eq(workdayReviews.id, id)))[0];

describe('PATCH /api/workdays/reportErrorRekognition/addreview/:id', () => {
  it('approves a pending report: it leaves the pending queue, records who and when, and is audited', async () => {
    const review = pending.ana[0];
    const before = await reviewPage(t, { filters: { status: 'PENDING' } });
    const answer = dataOf<Review>(await decide(t, review.id, { status: 'APPROVED' }));
    expect(answer).toMatchObject({ id: review.id, status: 'APPROVED', reason: null, userName: 'Ana Arriaga', reviewedBy: { id: t.fx.users.owner.id, name: 'Owner Tester' } });
    expect(Date.now() - Date.parse(answer.reviewedAt!)).toBeLessThan(60_000);

    const after = await reviewPage(t, { filters: { status: 'PENDING' } });
    expect(after.count).toBe(before.count - 1);
    expect(after.reviews.map((r) => r.id)).not.toContain(review.id);
    expect(after.counts.APPROVED).toBe(1);
    const approved = await reviewPage(t, { filters: { status: 'APPROVED' } });
    expect(approved.reviews.map((r) => r.id)).toEqual([review.id]);

    // the daily record's badge counts only what is still pending
    const day = dataOf<{ workdays: WorkdayView[] }>(await history(t, review.userId, { filter: { date: review.date } })).workdays[0];
    expect(day.pendingReviews ?? 0).toBe(0);

    const [audit] = await auditOf(review.id);
    expect(audit).toMatchObject({ action: 'update', username: 'owner', companyId: t.fx.companyA.id });
    expect(audit.changes).toMatchObject({ status: { from: 'PENDING', to: 'APPROVED' }, reviewedBy: { from: null, to: t.fx.users.owner.id } });
  });

  it('refuses a rejection without a reason on the reason field, in the caller’s language; with one it rejects', async () => {
    const review = pending.ana[1];
    const none = await decide(t, review.id, { status: 'REJECTED' }, 'owner', 'es-ES');
    expectError(none, 400, 'VALIDATION_ERROR', 'reason');
    expect(none.body.errors).toEqual([{ field: 'reason', code: 'REASON_REQUIRED', message: 'El motivo es obligatorio' }]);
    expectError(await decide(t, review.id, { status: 'REJECTED', reason: '   ' }), 400, 'VALIDATION_ERROR', 'reason');
    expectError(await decide(t, review.id, { status: 'REJECTED', reason: null }), 400, 'VALIDATION_ERROR', 'reason');
    expect((await stored(review.id)).status).toBe('PENDING');

    const answer = dataOf<Review>(await decide(t, review.id, { status: 'REJECTED', reason: '  She was at a client visit  ' }, 'admin'));
    expect(answer).toMatchObject({ status: 'REJECTED', reason: 'She was at a client visit', reviewedBy: { id: t.fx.users.admin.id } });
    expect((await auditOf(review.id))[0].changes).toMatchObject({ status: { to: 'REJECTED' }, reason: { from: null, to: 'She was at a client visit' } });
  });

  it('never moves a decided report again: 409, and the decision stays as it was', async () => {
    const [approved, rejected] = [pending.ana[0], pending.ana[1]];
    expectError(await decide(t, approved.id, { status: 'APPROVED' }), 409, 'REVIEW_ALREADY_DONE', 'status');
    expectError(await decide(t, approved.id, { status: 'REJECTED', reason: 'changed my mind' }), 409, 'REVIEW_ALREADY_DONE', 'status');
    expectError(await decide(t, rejected.id, { status: 'APPROVED' }), 409, 'REVIEW_ALREADY_DONE', 'status');
    // back to PENDING is not a decision at all
    expectError(await decide(t, rejected.id, { status: 'PENDING' }), 400, 'VALIDATION_ERROR', 'status');
    expect((await stored(approved.id)).status).toBe('APPROVED');
    expect(await stored(rejected.id)).toMatchObject({ status: 'REJECTED', reason: 'She was at a client visit' });
    expect(await auditOf(approved.id)).toHaveLength(1);
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const review = pending.ana[2];
    const answers = await Promise.all([decide(t, review.id, { status: 'APPROVED' }), decide(t, review.id, { status: 'REJECTED', reason: 'late' }, 'admin')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditOf(review.id)).toHaveLength(1);
  });

  it('answers 404 for reviews outside the caller’s units or company, and checks the module and action', async () => {
    const anaReview = pending.ana[3];
    // the manager runs Sevilla; Ana works in Bilbao
    expectError(await decide(t, anaReview.id, { status: 'APPROVED' }, 'manager'), 404, 'NOT_FOUND');
    expectError(await decide(t, pending.demo[0].id, { status: 'APPROVED' }), 404, 'NOT_FOUND');
    expectError(await decide(t, randomUUID(), { status: 'APPROVED' }), 404, 'NOT_FOUND');
    expectError(await decide(t, 'not-a-uuid', { status: 'APPROVED' }), 400, 'VALIDATION_ERROR', 'id');
    expectError(await decide(t, anaReview.id, { status: 'APPROVED', note: 'x' }), 400, 'VALIDATION_ERROR', 'note');
    // a viewer reads but does not decide; a role without the module does neither
    expectError(await decide(t, anaReview.id, { status: 'APPROVED' }, 'viewer'), 403, 'FORBIDDEN');
    const role = await createRole(t, 'Reads reviews', grants('workdays-reviews:GET'));
    const holder = await userWithRole(t, `custom:${role.id}`);
    const res = await t.call('PATCH', `/api/workdays/reportErrorRekognition/addreview/${anaReview.id}`, { token: holder.token, body: { status: 'APPROVED' } });
    expectError(res, 403, 'FORBIDDEN');
    expect((await stored(anaReview.id)).status).toBe('PENDING');
    expect((await stored(pending.demo[0].id)).status).toBe('PENDING');

    // the manager decides the people of Sevilla
    expect(dataOf<Review>(await decide(t, pending.luis[0].id, { status: 'APPROVED' }, 'manager')).status).toBe('APPROVED');
  });
});

describe('PATCH /api/workdays/reportErrorRekognition/addreview (bulk)', () => {
  type Bulk = { results: { id: string; status: string; code?: string }[]; updated: number; skipped: number };

  it('decides many at once and skips what is decided already, unknown or another company’s, without telling which', async () => {
    const decided = pending.ana[0].id;
    const fresh = [pending.ana[4].id, pending.luis[1].id];
    const foreign = pending.demo[0].id;
    const unknown = randomUUID();
    const res = dataOf<Bulk>(await decideMany(t, { ids: [...fresh, decided, foreign, unknown, fresh[0]], status: 'APPROVED' }));
    expect(res).toEqual({
      results: [
        { id: fresh[0], status: 'updated' },
        { id: fresh[1], status: 'updated' },
        { id: decided, status: 'skipped', code: 'REVIEW_ALREADY_DONE' },
        { id: foreign, status: 'skipped', code: 'NOT_FOUND' },
        { id: unknown, status: 'skipped', code: 'NOT_FOUND' },
      ],
      updated: 2,
      skipped: 3,
    });
    for (const id of fresh) {
      expect(await stored(id)).toMatchObject({ status: 'APPROVED', reviewedBy: t.fx.users.owner.id });
      expect(await auditOf(id)).toHaveLength(1);
    }
    expect((await stored(foreign)).status).toBe('PENDING');
    expect(await auditOf(foreign)).toHaveLength(0);
  });

  it('keeps a manager to their units, and a bulk rejection needs its reason too', async () => {
    const anaReview = pending.ana[5].id;
    const res = dataOf<Bulk>(await decideMany(t, { ids: [anaReview], status: 'REJECTED', reason: 'not mine' }, 'manager'));
    expect(res).toEqual({ results: [{ id: anaReview, status: 'skipped', code: 'NOT_FOUND' }], updated: 0, skipped: 1 });
    expectError(await decideMany(t, { ids: [anaReview], status: 'REJECTED' }), 400, 'VALIDATION_ERROR', 'reason');
    expectError(await decideMany(t, { ids: [], status: 'APPROVED' }), 400, 'VALIDATION_ERROR', 'ids');
    expectError(await decideMany(t, { ids: Array.from({ length: 501 }, () => randomUUID()), status: 'APPROVED' }), 400, 'VALIDATION_ERROR', 'ids');
    expectError(await decideMany(t, { ids: [anaReview], status: 'APPROVED' }, 'viewer'), 403, 'FORBIDDEN');
    expect((await stored(anaReview)).status).toBe('PENDING');

    const ok = dataOf<Bulk>(await decideMany(t, { ids: [anaReview], status: 'REJECTED', reason: 'Duplicated report' }));
    expect(ok.updated).toBe(1);
    expect(await stored(anaReview)).toMatchObject({ status: 'REJECTED', reason: 'Duplicated report' });
  });
});

describe('nobody decides a review of their own workday', () => {
  it('the manager’s own pending review: 403 SELF_REVIEW_NOT_ALLOWED on one, skipped with that code in bulk; the owner decides it', async () => {
    const countOf = async () => dataOf<{ workdays: number }>(await t.call('GET', '/api/reviews/pending/count', { token: t.tokenFor('manager') })).workdays;
    const before = await countOf();
    await forgetCheckOut(t, t.fx.users.manager.id, 9);
    // not in the count of what the manager may decide
    expect(await countOf()).toBe(before);
    const [own] = (await reviewPage(t, { filters: { userId: t.fx.users.manager.id } }, 'manager')).reviews;
    expect(own).toBeTruthy();
    const one = await decide(t, own.id, { status: 'APPROVED' }, 'manager', 'en-US');
    expectError(one, 403, 'SELF_REVIEW_NOT_ALLOWED', 'reviewerId');
    const bulk = dataOf<{ results: unknown[]; updated: number; skipped: number }>(await decideMany(t, { ids: [own.id], status: 'APPROVED' }, 'manager'));
    expect(bulk).toEqual({ results: [{ id: own.id, status: 'skipped', code: 'SELF_REVIEW_NOT_ALLOWED' }], updated: 0, skipped: 1 });
    expect(await stored(own.id)).toMatchObject({ status: 'PENDING', reviewedBy: null });
    expect(await auditOf(own.id)).toHaveLength(0);

    expect(dataOf<Review>(await decide(t, own.id, { status: 'APPROVED' }, 'owner')).status).toBe('APPROVED');
  });
});
