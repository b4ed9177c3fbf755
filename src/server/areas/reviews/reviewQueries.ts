import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Review } from '../../../shared/reviews';
import type { Db } from '../../db/client';
import { branchOffices, requestApprovals, users, workdayReviews, workdays } from '../../db/schema';
import { everyWordMatches } from '../../engine/wordSearch';
import { ApiError, fieldError } from '../../http/apiError';
import { unitsAndBelow } from '../../permissions/unitScope';
import { workTimeZone } from '../workdays/timeZones';
import { REVIEW_STATUSES, type ReviewFilters, type ReviewListBody, type ReviewStatus } from './reviewSchemas';

type Scope = Set<string> | null;

/** One error report as every review endpoint answers it. */
export type ReviewView = Review;

const reviewer = alias(users, 'reviewer');
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * Company and unit scope of reviews: the reviewed person's main unit must be in the caller's scope, as for the
 * collaborator lists (an out-of-scope review is invisible, never a 403 that would reveal it) — or the review is
 * one of `atStep`: those at whose current approval step the viewer is (reviewsAtStep).
 */
export function reviewScopeConditions(companyId: string, scope: Scope, atStep: string[] = []): SQL[] {
  const conds: SQL[] = [eq(workdayReviews.companyId, companyId)];
  if (!scope) return conds;
  const inUnits = scope.size ? inArray(users.mainBranch, [...scope]) : sql`false`;
  // an approver at a review's current step sees it wherever its person works (as absences on a flow)
  conds.push(atStep.length ? (or(inUnits, inArray(workdayReviews.id, atStep)) as SQL) : inUnits);
  return conds;
}

/**
 * The PENDING reviews on an approval flow at whose current step the viewer is an approver (the GIN index on the
 * current approvers: a handful of rows, read once rather than probed per review). Only needed for a scoped caller.
 */
export async function reviewsAtStep(db: Db, companyId: string, scope: Scope, viewerId?: string): Promise<string[]> {
  if (!scope || !viewerId) return [];
  const ra = requestApprovals;
  const rows = await db.select({ id: ra.requestId }).from(ra).where(and(
    eq(ra.companyId, companyId), eq(ra.requestType, 'review'), eq(ra.status, 'pending'), sql`${ra.currentApprovers} @> ${JSON.stringify([viewerId])}::jsonb`,
  ));
  return rows.map((r) => r.id);
}

/**
 * A PENDING review on an approval flow is listed only to its current step's approvers (as the absences' inbox):
 * the others see it again once it is decided. Without a flow nothing changes.
 */
function flowStepCondition(companyId: string, viewerId: string): SQL {
  const ra = requestApprovals;
  return sql`not exists (select 1 from ${ra} where ${ra.companyId} = ${companyId} and ${ra.requestType} = 'review' and ${ra.requestId} = ${workdayReviews.id} and ${ra.status} = 'pending' and not ${ra.currentApprovers} @> ${JSON.stringify([viewerId])}::jsonb)`;
}

/** The filters other than status, as SQL over reviews ⋈ users ⋈ workdays (400 DATE_RANGE_INVALID on a reversed range). */
async function filterConditions(db: Db, companyId: string, f: ReviewFilters): Promise<SQL[]> {
  const conds: SQL[] = [];
  if (f.id) conds.push(eq(workdayReviews.id, f.id));
  if (f.kind) conds.push(eq(workdayReviews.kind, f.kind));
  if (f.userId) conds.push(eq(workdayReviews.userId, f.userId));
  if (f.reviewedBy) conds.push(eq(workdayReviews.reviewedBy, f.reviewedBy));
  if (f.branch) {
    const units = await unitsAndBelow(db, companyId, [f.branch]);
    conds.push(units.size ? inArray(users.mainBranch, [...units]) : sql`false`);
  }
  if (f.date?.gte && f.date.lte && f.date.gte > f.date.lte) {
    throw new ApiError(400, 'DATE_RANGE_INVALID', { errors: [fieldError('filters.date.lte', 'DATE_RANGE_INVALID')] });
  }
  if (f.date?.gte) conds.push(gte(workdays.date, f.date.gte));
  if (f.date?.lte) conds.push(lte(workdays.date, f.date.lte));
  // the team list's search rule: every word must appear in the first name, last name or document
  conds.push(...everyWordMatches(f.q, [sql`${users.firstName}`, sql`${users.lastName}`, sql`${users.numberOfDocument}`]));
  return conds;
}

const statusesOf = (status: ReviewFilters['status']): ReviewStatus[] | null => (status === undefined ? null : Array.isArray(status) ? status : [status]);

function orderOf(sort: ReviewListBody['sort']): SQL[] {
  const dir = (sort?.order ?? 'desc') === 'asc' ? asc : desc;
  const field = sort?.field ?? 'date';
  const primary = field === 'reviewedAt' ? [sql`${workdayReviews.reviewedAt} ${sql.raw(dir === asc ? 'asc' : 'desc')} nulls last`]
    : field === 'createdAt' ? [dir(workdayReviews.createdAt)]
      : [dir(workdays.date), dir(workdayReviews.createdAt)];
  return [...primary, asc(users.lastName), asc(users.firstName), asc(workdayReviews.id)];
}

/** Reads review rows (joined with their person, unit, workday and reviewer) as the API answers them. */
async function readViews(db: Db, where: SQL, order: SQL[], page?: { limit: number; offset: number }): Promise<ReviewView[]> {
  const query = db
    .select({
      id: workdayReviews.id, workdayId: workdayReviews.workdayId, userId: workdayReviews.userId, kind: workdayReviews.kind,
      status: workdayReviews.status, reason: workdayReviews.reason, reviewedAt: workdayReviews.reviewedAt, createdAt: workdayReviews.createdAt,
      firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument, branchId: users.mainBranch,
      branchName: branchOffices.name, timezone: branchOffices.timezone,
      date: workdays.date, state: workdays.state, firstIn: workdays.firstIn, lastOut: workdays.lastOut, workedMinutes: workdays.workedMinutes,
      reviewerId: reviewer.id, reviewerFirst: reviewer.firstName, reviewerLast: reviewer.lastName, reviewerUsername: reviewer.username,
    })
    .from(workdayReviews)
    .innerJoin(users, eq(users.id, workdayReviews.userId))
    .innerJoin(workdays, eq(workdays.id, workdayReviews.workdayId))
    .leftJoin(branchOffices, eq(branchOffices.id, users.mainBranch))
    .leftJoin(reviewer, eq(reviewer.id, workdayReviews.reviewedBy))
    .where(where)
    .orderBy(...order);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({
    id: r.id,
    workdayId: r.workdayId,
    userId: r.userId,
    userName: fullName(r.firstName, r.lastName),
    numberOfDocument: r.numberOfDocument,
    branchId: r.branchId,
    branchName: r.branchName,
    date: r.date,
    timeZone: workTimeZone(r.timezone),
    kind: r.kind,
    status: r.status as ReviewStatus,
    reason: r.reason,
    reviewedBy: r.reviewerId ? { id: r.reviewerId, name: fullName(r.reviewerFirst, r.reviewerLast) || (r.reviewerUsername ?? '') } : null,
    reviewedAt: iso(r.reviewedAt),
    createdAt: iso(r.createdAt) as string,
    workday: { state: r.state, firstIn: iso(r.firstIn) as string, lastOut: iso(r.lastOut), workedMinutes: r.workedMinutes },
  }));
}

/**
 * One page of error reports in the caller's scope, with the total for the asked statuses and the totals of every
 * status under the same filters (the screens' tabs). The count runs on (company, status, created_at) plus the joins.
 */
export async function listReviews(db: Db, companyId: string, scope: Scope, body: ReviewListBody, viewerId?: string) {
  const filters = body.filters ?? {};
  const base = [...reviewScopeConditions(companyId, scope, await reviewsAtStep(db, companyId, scope, viewerId)), ...(await filterConditions(db, companyId, filters))];
  // one review asked by id (a notice's link) shows whatever its step; the queue shows those at the viewer's step
  if (viewerId && !filters.id) base.push(flowStepCondition(companyId, viewerId));
  const statuses = statusesOf(filters.status);
  // the totals join only what the filters need: with none of them it is an index-only count on (company, status)
  const f = filters;
  const needsUsers = !!scope || !!f.branch || !!f.q?.trim();
  const needsWorkdays = !!f.date;
  let countQuery = db.select({ status: workdayReviews.status, n: sql<number>`count(*)`.mapWith(Number) }).from(workdayReviews).$dynamic();
  if (needsUsers) countQuery = countQuery.innerJoin(users, eq(users.id, workdayReviews.userId));
  if (needsWorkdays) countQuery = countQuery.innerJoin(workdays, eq(workdays.id, workdayReviews.workdayId));
  const counted = await countQuery.where(and(...base)).groupBy(workdayReviews.status);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, counted.find((c) => c.status === s)?.n ?? 0])) as Record<ReviewStatus, number>;
  const count = (statuses ?? [...REVIEW_STATUSES]).reduce((n: number, s: ReviewStatus) => n + counts[s], 0);
  const limit = body.limit ?? 50;
  const offset = body.offset ?? 0;
  const where = and(...base, ...(statuses ? [inArray(workdayReviews.status, statuses)] : [])) as SQL;
  const reviews = count > offset ? await readViews(db, where, orderOf(body.sort), { limit, offset }) : [];
  return { reviews, count, counts };
}

/** The given reviews as views (after a decision), in the order asked. */
export async function reviewViewsByIds(db: Db, companyId: string, ids: string[]): Promise<ReviewView[]> {
  if (!ids.length) return [];
  const rows = await readViews(db, and(eq(workdayReviews.companyId, companyId), inArray(workdayReviews.id, ids)) as SQL, [asc(workdayReviews.id)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ReviewView => !!r);
}
