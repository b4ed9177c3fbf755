import { and, asc, eq, getTableName, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../shared/workday/zonedTime';
import type { Db } from '../../db/client';
import { branchOffices, shifts, users } from '../../db/schema';
import { dayoffTypes, shiftTemplates, specialDays } from '../../engine/storage/productTables';
import { dayoffsTable } from '../absences/leaveSql';
import { rowsOf } from '../dashboard/dashboardContext';
import { patternTemplateFor, readPatterns } from '../shifts/shiftStore';
import { workTimeZone } from '../workdays/timeZones';
import type { FeedSubject } from './feedAccess';
import type { FeedAbsence, FeedContent, FeedPerson, FeedShift, FeedSpecialDay } from './feedEvents';

export interface FeedRows {
  people: Map<string, FeedPerson>;
  absences: FeedAbsence[];
  shifts: FeedShift[];
  specialDays: FeedSpecialDay[];
}

const typesTable = () => sql.raw(`"${getTableName(dayoffTypes)}"`);

/** The people a feed shows, as an SQL condition on `users` (active people only). */
function peopleCondition(companyId: string, subject: FeedSubject): SQL {
  const base = and(eq(users.companyId, companyId), eq(users.active, true)) as SQL;
  if (subject.scope === 'person') return and(base, eq(users.id, subject.person.id)) as SQL;
  const units = subject.units;
  if (!units) return base;
  return units.size ? (and(base, inArray(users.mainBranch, [...units])) as SQL) : sql`false`;
}

async function peopleOf(db: Db, companyId: string, subject: FeedSubject): Promise<Map<string, FeedPerson>> {
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, timezone: branchOffices.timezone })
    .from(users)
    .leftJoin(branchOffices, and(eq(branchOffices.id, users.mainBranch), eq(branchOffices.companyId, companyId)))
    .where(peopleCondition(companyId, subject));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), timeZone: workTimeZone(r.timezone) }]));
}

/** APPROVED requests of these people overlapping the range, with their type's name (shown only if the company allows it). */
async function absencesOf(db: Db, companyId: string, people: Map<string, FeedPerson>, from: string, to: string): Promise<FeedAbsence[]> {
  // the people already read, as one array parameter: the planner walks the (company, user) index for each
  const who = sql`AND d.user_id = ANY(${`{${[...people.keys()].join(',')}}`}::uuid[])`;
  const rows = await rowsOf<{ id: string; user_id: string; from: string; to: string; partial: FeedAbsence['partial']; title: string | null }>(db, sql`
    SELECT d.id, d.user_id, d."from"::text AS "from", d."to"::text AS "to", d.partial, t.title
    FROM ${dayoffsTable()} d LEFT JOIN ${typesTable()} t ON t.id = d.type_id AND t.company_id = d.company_id
    WHERE d.company_id = ${companyId} AND d.status = 'APPROVED' AND d."from" <= ${to}::date AND d."to" >= ${from}::date ${who}
    ORDER BY d."from", d.id`);
  return rows.map((r) => ({ id: r.id, userId: r.user_id, from: r.from, to: r.to, partial: r.partial?.startTime ? r.partial : null, typeTitle: r.title }));
}

/** A person's planned shifts with hours: stored ones, and on the other days those of their weekly pattern. */
async function shiftsOf(db: Db, companyId: string, person: { id: string }, from: string, to: string): Promise<FeedShift[]> {
  const rows = await db.select({ date: shifts.date, startTime: shifts.startTime, endTime: shifts.endTime, name: shiftTemplates.name })
    .from(shifts)
    .leftJoin(shiftTemplates, and(eq(shiftTemplates.id, shifts.templateId), eq(shiftTemplates.companyId, companyId)))
    .where(and(eq(shifts.companyId, companyId), eq(shifts.userId, person.id), gte(shifts.date, from), lte(shifts.date, to)))
    .orderBy(asc(shifts.date));
  const stored = new Set(rows.map((r) => r.date));
  const out: FeedShift[] = rows.filter((r) => r.startTime && r.endTime)
    .map((r) => ({ userId: person.id, date: r.date, startTime: r.startTime!, endTime: r.endTime!, name: r.name ?? null }));
  const pattern = (await readPatterns(db, companyId))[person.id];
  if (pattern) {
    const templates = new Map((await db.select().from(shiftTemplates).where(eq(shiftTemplates.companyId, companyId))).map((t) => [t.id, t]));
    for (let d = from; d <= to; d = addDays(d, 1)) {
      if (stored.has(d)) continue;
      const t = templates.get(patternTemplateFor(pattern, d) ?? '');
      if (t?.startTime && t.endTime) out.push({ userId: person.id, date: d, startTime: t.startTime, endTime: t.endTime, name: t.name });
    }
  }
  return out;
}

/** Special days of the range (recurring ones whatever their year) for the feed's units: company-wide ones always. */
async function specialDaysOf(db: Db, companyId: string, subject: FeedSubject, from: string, to: string): Promise<FeedSpecialDay[]> {
  const rows = await db.select().from(specialDays).where(and(
    eq(specialDays.companyId, companyId),
    sql`(${specialDays.isRecurring} OR (${specialDays.dateFrom} <= ${to}::date AND ${specialDays.dateTo} >= ${from}::date))`,
  ));
  const units = subject.scope === 'person' ? new Set(subject.person.mainBranch ? [subject.person.mainBranch] : []) : subject.units;
  return rows
    .filter((r) => !r.branches.length || !units || r.branches.some((b) => units.has(b)))
    .map((r) => ({ id: r.id, name: r.name, dateFrom: String(r.dateFrom), dateTo: String(r.dateTo), isRecurring: r.isRecurring }));
}

/** Everything a feed names, for the range: nothing it does not name is read. */
export async function loadFeedRows(db: Db, companyId: string, subject: FeedSubject, contents: readonly FeedContent[], range: { from: string; to: string }): Promise<FeedRows> {
  const people = await peopleOf(db, companyId, subject);
  const has = (c: FeedContent) => contents.includes(c);
  // one after the other: the embedded database has one connection
  const absences = has('absences') && people.size ? await absencesOf(db, companyId, people, range.from, range.to) : [];
  const shiftRows = has('shifts') && subject.scope === 'person' && people.size ? await shiftsOf(db, companyId, subject.person, range.from, range.to) : [];
  const special = has('specialDays') ? await specialDaysOf(db, companyId, subject, range.from, range.to) : [];
  return { people, absences, shifts: shiftRows, specialDays: special };
}
