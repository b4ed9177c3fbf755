import { sql, type SQL } from 'drizzle-orm';
import { addDays, isLocalDate, localDateOf } from '../../../shared/workday';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { anyUuid } from '../../db/jsonRows';
import { ApiError, fieldError, notFound } from '../../http/apiError';
import { unitScopeOf, unitsAndBelow } from '../../permissions/unitScope';
import { DEFAULT_TIME_ZONE, unitTimeZones } from '../workdays/timeZones';

/** Longest range of the workdays graphic and the heat map, in days (both ends included). */
export const MAX_DASHBOARD_DAYS = 92;

/**
 * `DD-MM-YYYY` (the spec's query format) or `YYYY-MM-DD` → `YYYY-MM-DD`; anything else (or an impossible date such
 * as 31-02-2026) → 400 VALIDATION_ERROR with `NOT_VALID_DATE` on `field`.
 */
export function parseDashboardDate(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text;
  if (!isLocalDate(iso)) throw new ApiError(400, 'VALIDATION_ERROR', { errors: [fieldError(field, 'NOT_VALID_DATE')] });
  return iso;
}

/** from ≤ to and at most MAX_DASHBOARD_DAYS days, else 400 DATE_RANGE_INVALID on `to`. */
export function assertDashboardRange(from: string, to: string): void {
  if (from > to || addDays(from, MAX_DASHBOARD_DAYS - 1) < to) {
    throw new ApiError(400, 'DATE_RANGE_INVALID', { errors: [fieldError('to', 'DATE_RANGE_INVALID')] });
  }
}

/** Who the dashboard counts for one request: the caller's company, unit scope and unit filter. */
export interface DashboardContext {
  companyId: string;
  /** condition on `users u` (company, collaborators, scope ∩ branch subtree) */
  people: SQL;
  /** unit id → IANA zone (validated), as JSON text for SQL: `zones ->> u.main_branch` */
  zonesJson: string;
  /** zone of the filter's unit, else of the caller's main unit, else Europe/Madrid: the default "today" */
  zone: string;
  /** "now" as ISO text (one instant per request) */
  nowIso: string;
  now: number;
  /** with a unit filter: that unit and its sub-units (special days of the calendar) */
  branchUnits: string[] | null;
  /** the distinct zones of the people counted (their units', plus the default for people without a unit) */
  zones: string[];
  /** names who is counted (cache key): company, units or `*` */
  key: string;
}

/** The zone of one collaborator row in SQL (`u` = users). */
export const zoneOfUser = (ctx: DashboardContext): SQL =>
  ctx.zones.length === 1 ? sql`${ctx.zones[0]}::text` : sql`coalesce((${ctx.zonesJson}::jsonb ->> u.main_branch::text), ${DEFAULT_TIME_ZONE})`;

/**
 * Builds the context: collaborators (role `user`) of the caller's company, within their unit scope (managers and
 * administrators: their units and below) and, with `branch`, within that unit and its sub-units. A branch of
 * another company or outside the caller's scope answers 404 like elsewhere.
 */
export async function dashboardContext(db: Db, auth: AuthContext, branch: string | undefined, now = Date.now()): Promise<DashboardContext> {
  const companyId = auth.company.id;
  const scope = await unitScopeOf(db, auth);
  let units: Set<string> | null = scope;
  if (branch) {
    if (scope && !scope.has(branch)) throw notFound();
    units = await unitsAndBelow(db, companyId, [branch]);
    if (!units.size) throw notFound();
  }
  const branchUnits = branch && units ? [...units] : null;
  const conds: SQL[] = [sql`u.company_id = ${companyId}`, sql`u.role = 'user'`];
  if (units) conds.push(anyUuid(sql`u.main_branch`, [...units]));

  // from the cached unit tree: no query per dashboard request
  const zones = Object.fromEntries(await unitTimeZones(db, companyId));
  const home = branch ?? auth.user.mainBranch ?? undefined;
  const counted = units ? [...units].filter((id) => zones[id]) : Object.keys(zones);
  const distinctZones = [...new Set([...counted.map((id) => zones[id]), ...(units ? [] : [DEFAULT_TIME_ZONE])])];
  return {
    companyId,
    people: sql.join(conds, sql` AND `),
    zonesJson: JSON.stringify(zones),
    zone: (home && zones[home]) || DEFAULT_TIME_ZONE,
    nowIso: new Date(now).toISOString(),
    now,
    branchUnits,
    zones: distinctZones.length ? distinctZones : [DEFAULT_TIME_ZONE],
    key: `${companyId}|${units ? [...units].sort().join(',') : '*'}`,
  };
}

/** The requested date, or today in the context's zone. */
export const dateOrToday = (ctx: DashboardContext, value: unknown): string =>
  value === undefined || value === '' ? localDateOf(ctx.now, ctx.zone) : parseDashboardDate(value, 'date');

export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
