import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { minutesPerDay } from '../../../shared/workOrders/logRules';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { anyUuid } from '../../db/jsonRows';
import { users, workdays, workOrderLogs } from '../../db/schema';
import { scopeCondition } from '../../engine/unitScopeColumn';
import { unitsAndBelow } from '../../permissions/unitScope';
import { startOfLocalDate, addDays } from '../../../shared/workday/zonedTime';
import type { OrderRow, PersonTotals } from '../../../shared/workOrders/reportRows';
import { workOrderTable } from './workOrderTable';

type Scope = Set<string> | null;

/** The orders report's query (`POST /workOrders/report`): filters as the URL of /ots-reports keeps them. */
export interface OrdersQuery {
  q?: string;
  status?: string[];
  unit?: string;
  /** orders whose plan shares a day with [from, to] (local dates) */
  from?: string;
  to?: string;
  sort?: 'code' | 'plannedStart' | 'plannedEnd' | 'status' | 'title';
  order?: 'asc' | 'desc';
  skip: number;
  limit: number;
}


/** Instants of a period of local dates [from, to] in a zone: from's midnight to the midnight after `to`. */
export function periodInstants(from: string | undefined, to: string | undefined, zone: string): { start?: Date; end?: Date } {
  return { start: from ? new Date(startOfLocalDate(from, zone)) : undefined, end: to ? new Date(startOfLocalDate(addDays(to, 1), zone)) : undefined };
}

/** minutes of a log, open ones up to now, clipped to [start, end) when given (SQL) */
function clippedMinutes(start?: Date, end?: Date): SQL {
  const s = start ? sql`greatest(${workOrderLogs.startedAt}, ${start.toISOString()}::timestamptz)` : sql`${workOrderLogs.startedAt}`;
  const e0 = sql`coalesce(${workOrderLogs.endedAt}, now())`;
  const e = end ? sql`least(${e0}, ${end.toISOString()}::timestamptz)` : e0;
  return sql`greatest(0, extract(epoch from (${e} - ${s})) / 60)`;
}

/** Orders of the caller's company and units with planned vs logged hours, people, who is on them now: a page. */
export async function readOrdersReport(db: Db, auth: AuthContext, scope: Scope, q: OrdersQuery, zone: string): Promise<{ workOrders: OrderRow[]; count: number }> {
  const wo = workOrderTable();
  const c = wo.columns;
  const conds: (SQL | undefined)[] = [eq(wo.companyId, auth.company.id)];
  if (scope) conds.push(scopeCondition(c.unit, scope));
  if (q.unit) conds.push(inArray(c.unit, [...(await unitsAndBelow(db, auth.company.id, [q.unit]))].concat(['00000000-0000-0000-0000-000000000000'])));
  if (q.status?.length) conds.push(inArray(c.status, q.status));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(or(ilike(c.code, like), ilike(c.title, like), ilike(c.customer, like), ilike(c.site, like)));
  }
  const { start, end } = periodInstants(q.from, q.to, zone);
  if (end) conds.push(sql`${c.plannedStart} < ${end.toISOString()}::timestamptz`);
  if (start) conds.push(sql`${c.plannedEnd} >= ${start.toISOString()}::timestamptz`);
  const where = and(...conds);
  const sortColumn = c[q.sort ?? 'plannedStart'] ?? c.plannedStart;
  const direction = (q.order ?? (q.sort ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const [rows, [{ n }]] = [
    await db.select({
      id: wo.id, code: c.code, title: c.title, customer: c.customer, site: c.site, unit: c.unit, address: c.address, latitude: c.latitude,
      longitude: c.longitude, plannedStart: c.plannedStart, plannedEnd: c.plannedEnd, plannedHours: c.plannedHours, status: c.status,
    }).from(wo.table).where(where).orderBy(direction(sortColumn), asc(wo.id)).offset(q.skip).limit(q.limit),
    await db.select({ n: sql<number>`count(*)::int` }).from(wo.table).where(where),
  ];
  const ids = rows.map((r) => String(r.id));
  const totals = new Map<string, { minutes: number; people: number; working: number }>();
  if (ids.length) {
    const agg = await db.select({
      id: workOrderLogs.workOrderId,
      minutes: sql<number>`coalesce(sum(${clippedMinutes()}), 0)::float8`,
      people: sql<number>`count(distinct ${workOrderLogs.userId})::int`,
      working: sql<number>`count(*) filter (where ${workOrderLogs.endedAt} is null)::int`,
    }).from(workOrderLogs).where(and(eq(workOrderLogs.companyId, auth.company.id), anyUuid(workOrderLogs.workOrderId, ids))).groupBy(workOrderLogs.workOrderId);
    for (const a of agg) totals.set(a.id, { minutes: Math.round(Number(a.minutes)), people: Number(a.people), working: Number(a.working) });
  }
  return {
    count: Number(n),
    workOrders: rows.map((r) => {
      const t = totals.get(String(r.id)) ?? { minutes: 0, people: 0, working: 0 };
      const planned = r.plannedHours === null || r.plannedHours === undefined ? null : Number(r.plannedHours);
      return {
        id: String(r.id), code: String(r.code), title: String(r.title), customer: (r.customer as string | null) ?? null, site: (r.site as string | null) ?? null,
        unit: String(r.unit), address: (r.address as string | null) ?? null, latitude: r.latitude === null ? null : Number(r.latitude), longitude: r.longitude === null ? null : Number(r.longitude),
        plannedStart: iso(r.plannedStart), plannedEnd: iso(r.plannedEnd), plannedHours: planned, status: String(r.status),
        loggedMinutes: t.minutes, people: t.people, working: t.working, progress: planned ? Math.round((t.minutes / 60 / planned) * 1000) / 1000 : null,
      };
    }),
  };
}

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());


/**
 * One order's report over a period (default: all its time): per person (minutes, first in, last out, cost when
 * their `extra.hourlyCost` is set), minutes per local day and person (a log across midnight counts on both days),
 * totals. The order's logs are read once; the days are cut in the order's unit's zone.
 */
export async function readOrderReport(db: Db, auth: AuthContext, orderId: string, period: { start?: Date; end?: Date }, zone: string) {
  const ofPeriod = and(
    eq(workOrderLogs.companyId, auth.company.id), eq(workOrderLogs.workOrderId, orderId),
    period.end ? sql`${workOrderLogs.startedAt} < ${period.end.toISOString()}::timestamptz` : undefined,
    period.start ? or(sql`${workOrderLogs.endedAt} is null`, gte(workOrderLogs.endedAt, period.start)) : undefined,
  );
  const logs = await db.select({ userId: workOrderLogs.userId, startedAt: workOrderLogs.startedAt, endedAt: workOrderLogs.endedAt }).from(workOrderLogs).where(ofPeriod);
  const now = Date.now();
  const people = new Map<string, PersonTotals>();
  const days = new Map<string, number>(); // `${date}\t${userId}` → minutes
  for (const l of logs) {
    const s = Math.max(l.startedAt.getTime(), period.start?.getTime() ?? -Infinity);
    const e = Math.min(l.endedAt?.getTime() ?? now, period.end?.getTime() ?? Infinity);
    if (e <= s) continue;
    let p = people.get(l.userId);
    if (!p) people.set(l.userId, (p = { userId: l.userId, firstName: null, lastName: null, minutes: 0, logs: 0, firstIn: null, lastOut: null, working: false, hourlyCost: null, cost: null }));
    p.logs += 1;
    if (!l.endedAt) p.working = true;
    if (!p.firstIn || l.startedAt.toISOString() < p.firstIn) p.firstIn = l.startedAt.toISOString();
    if (l.endedAt && (!p.lastOut || l.endedAt.toISOString() > p.lastOut)) p.lastOut = l.endedAt.toISOString();
    for (const d of minutesPerDay({ start: s, end: e }, zone, now)) {
      p.minutes += d.minutes;
      days.set(`${d.date}\t${l.userId}`, (days.get(`${d.date}\t${l.userId}`) ?? 0) + d.minutes);
    }
  }
  if (people.size) {
    // the people named by the same logs' ids in the database (an order's year holds thousands: no id list to send and parse)
    const names = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, cost: sql<string | null>`${users.extra}->>'hourlyCost'` })
      .from(users).where(and(eq(users.companyId, auth.company.id), inArray(users.id, db.selectDistinct({ id: workOrderLogs.userId }).from(workOrderLogs).where(ofPeriod))));
    for (const n of names) {
      const p = people.get(n.id);
      if (!p) continue; // only logs cut to nothing by the period
      p.firstName = n.firstName;
      p.lastName = n.lastName;
      const cost = n.cost === null ? NaN : Number(n.cost);
      if (Number.isFinite(cost) && cost >= 0) {
        p.hourlyCost = cost;
        p.cost = Math.round((p.minutes / 60) * cost * 100) / 100;
      }
    }
  }
  const list = [...people.values()].sort((a, b) => b.minutes - a.minutes || String(a.lastName).localeCompare(String(b.lastName)));
  const perDay = [...days.entries()].map(([k, minutes]) => ({ date: k.split('\t')[0], userId: k.split('\t')[1], minutes })).sort((a, b) => a.date.localeCompare(b.date));
  const costs = list.filter((p) => p.cost !== null);
  return {
    people: list,
    days: perDay,
    totals: {
      minutes: list.reduce((s, p) => s + p.minutes, 0), people: list.length, working: list.filter((p) => p.working).length,
      cost: costs.length ? Math.round(costs.reduce((s, p) => s + (p.cost ?? 0), 0) * 100) / 100 : null, costPeople: costs.length,
    },
  };
}

export interface CollaboratorQuery {
  from: string;
  to: string;
  unit?: string;
  userId?: string;
  q?: string;
  skip: number;
  limit: number;
}

/**
 * Per collaborator over a period: minutes on orders (logs clipped to the period), per order, and the minutes their
 * workdays of the period worked, with the share of worked time spent on orders. People in the caller's units; paged
 * by minutes on orders, most first.
 */
export async function readCollaboratorsReport(db: Db, auth: AuthContext, scope: Scope, q: CollaboratorQuery, zone: string) {
  const { start, end } = periodInstants(q.from, q.to, zone);
  const wo = workOrderTable();
  const personConds: (SQL | undefined)[] = [eq(users.companyId, auth.company.id)];
  if (scope) personConds.push(scope.size ? anyUuid(users.mainBranch, [...scope]) : sql`false`);
  if (q.unit) personConds.push(anyUuid(users.mainBranch, [...(await unitsAndBelow(db, auth.company.id, [q.unit]))]));
  if (q.userId) personConds.push(eq(users.id, q.userId));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    personConds.push(or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.numberOfDocument, like)));
  }
  const logConds = and(
    eq(workOrderLogs.companyId, auth.company.id),
    start ? or(sql`${workOrderLogs.endedAt} is null`, sql`${workOrderLogs.endedAt} > ${start!.toISOString()}::timestamptz`) : undefined,
    end ? sql`${workOrderLogs.startedAt} < ${end.toISOString()}::timestamptz` : undefined,
  );
  const perPerson = db.select({
    userId: workOrderLogs.userId,
    minutes: sql<number>`sum(${clippedMinutes(start, end)})`.as('minutes'),
  }).from(workOrderLogs).innerJoin(users, eq(users.id, workOrderLogs.userId)).where(and(logConds, ...personConds)).groupBy(workOrderLogs.userId).as('pp');
  const page = await db.select({ userId: perPerson.userId, minutes: perPerson.minutes, total: sql<number>`count(*) over ()::int` })
    .from(perPerson).orderBy(desc(perPerson.minutes), asc(perPerson.userId)).offset(q.skip).limit(q.limit);
  const ids = page.map((p) => p.userId);
  const count = page[0]?.total ?? 0;
  if (!ids.length) return { collaborators: [], count: q.skip ? await countOnly() : 0 };

  async function countOnly() {
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(perPerson);
    return Number(r?.n ?? 0);
  }

  const [names, orders, worked] = [
    await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument, mainBranch: users.mainBranch })
      .from(users).where(and(eq(users.companyId, auth.company.id), anyUuid(users.id, ids))),
    await db.select({
      userId: workOrderLogs.userId, workOrderId: workOrderLogs.workOrderId, code: wo.columns.code, title: wo.columns.title,
      minutes: sql<number>`sum(${clippedMinutes(start, end)})::float8`, logs: sql<number>`count(*)::int`,
    }).from(workOrderLogs).leftJoin(wo.table, and(eq(wo.id, workOrderLogs.workOrderId), eq(wo.companyId, auth.company.id)))
      .where(and(logConds, anyUuid(workOrderLogs.userId, ids))).groupBy(workOrderLogs.userId, workOrderLogs.workOrderId, wo.columns.code, wo.columns.title),
    await db.select({ userId: workdays.userId, minutes: sql<number>`sum(${workdays.workedMinutes})::int` }).from(workdays)
      .where(and(eq(workdays.companyId, auth.company.id), anyUuid(workdays.userId, ids), gte(workdays.date, q.from), lte(workdays.date, q.to))).groupBy(workdays.userId),
  ];
  const nameOf = new Map(names.map((n) => [n.id, n]));
  const workedOf = new Map(worked.map((w) => [w.userId, Number(w.minutes)]));
  return {
    count,
    collaborators: page.map((p) => {
      const n = nameOf.get(p.userId);
      const minutes = Math.round(Number(p.minutes));
      const workedMinutes = workedOf.get(p.userId) ?? 0;
      return {
        userId: p.userId, firstName: n?.firstName ?? null, lastName: n?.lastName ?? null, numberOfDocument: n?.numberOfDocument ?? null, unit: n?.mainBranch ?? null,
        minutes, workedMinutes, share: workedMinutes ? Math.round((minutes / workedMinutes) * 1000) / 1000 : null,
        outsideOrdersMinutes: Math.max(0, workedMinutes - minutes),
        orders: orders.filter((o) => o.userId === p.userId).map((o) => ({ workOrderId: o.workOrderId, code: o.code === null ? null : String(o.code), title: o.title === null ? null : String(o.title), minutes: Math.round(Number(o.minutes)), logs: Number(o.logs) }))
          .sort((a, b) => b.minutes - a.minutes),
      };
    }),
  };
}
