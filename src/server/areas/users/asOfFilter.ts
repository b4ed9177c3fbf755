import { and, eq, gte, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { NormalizedListQuery } from '../../engine/listQuery';

/**
 * The collaborators employed on `asOf` (yyyy-mm-dd), as the demographics report counts its as-of headcount
 * (src/server/areas/demographics/demographicsQuery.ts with `employedOn` of src/shared/demographics/workforce.ts):
 * hired on or before that day (or no hire date), not gone before it (no leave date, or leaving on it or later), and
 * not disabled without an offboarding (a person inactive today with no leave date is not part of any day's
 * workforce). Role `user` comes from the list's default filters.
 */
export function employedOnConditions(asOf: string): SQL[] {
  return [
    or(isNull(users.contractStartDate), lte(users.contractStartDate, asOf))!,
    or(and(eq(users.active, true), isNull(users.leaveDate)), and(isNotNull(users.leaveDate), gte(users.leaveDate, asOf)))!,
  ];
}

/**
 * `asOf` on the collaborators report: the people employed on that day, whatever their status today. The caller's
 * status filter (`active`) gives way — someone who left since is inactive now yet was there that day — and the
 * default "active only" of the team list is lifted (`active` not null: every row); the day's conditions replace both.
 */
export function withAsOf(query: NormalizedListQuery, asOf: string | undefined): NormalizedListQuery {
  if (!asOf) return query;
  return { ...query, filters: { ...query.filters, active: { null: false } }, conditions: { key: `asOf:${asOf}`, where: employedOnConditions(asOf) } };
}
