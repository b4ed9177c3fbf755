import { getTableName, sql, type SQL } from 'drizzle-orm';
import { engineTableOf } from '../../engine/tables';

/** The requests' derived table, quoted for raw SQL (its name comes from the dayoffs declaration). */
export const dayoffsTable = () => sql.raw(`"${getTableName(engineTableOf('dayoffs').table)}"`);

/**
 * Whether the person `userId` (an SQL expression, e.g. `u.id`) is on APPROVED leave on `date` (an SQL date):
 * `fullDay` counts only whole-day leave (a part day still expects the person at work), otherwise any approved leave
 * that date. Served by the engine's (company_id, user_id) index of the requests.
 */
export function onApprovedLeave(companyId: string, userId: SQL, date: SQL, opts: { fullDay: boolean }): SQL {
  return sql`EXISTS (SELECT 1 FROM ${dayoffsTable()} d WHERE d.company_id = ${companyId} AND d.user_id = ${userId}
    AND d.status = 'APPROVED' AND d."from" <= ${date} AND d."to" >= ${date}${opts.fullDay ? sql` AND d.partial IS NULL` : sql``})`;
}

/** The approved leave of people on `date` with its reason: for the dashboard's "on leave" list. */
export function leaveWithReason(companyId: string, date: SQL): SQL {
  const reasons = sql.raw(`"${getTableName(engineTableOf('dayofftypes').table)}"`);
  return sql`(SELECT d.user_id, d.partial, t.title AS reason, t.color FROM ${dayoffsTable()} d
    JOIN ${reasons} t ON t.id = d.type_id AND t.company_id = d.company_id
    WHERE d.company_id = ${companyId} AND d.status = 'APPROVED' AND d."from" <= ${date} AND d."to" >= ${date})`;
}
