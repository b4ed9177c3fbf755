import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The two counters a report's result depends on, in one round trip: the data version (people, units, absences,
 * templates — dataVersion.ts) and the report version (shifts and workdays — migration 0015). Always read from the
 * database, so every server process sees the other's writes at once.
 */
export async function readReportVersions(db: Db, companyId: string): Promise<string> {
  const res = (await db.execute(sql`SELECT
    coalesce((SELECT version FROM data_versions WHERE company_id = ${companyId}), 0)::text AS d,
    coalesce((SELECT version FROM report_versions WHERE company_id = ${companyId}), 0)::text AS r`)) as unknown as { rows: { d: string; r: string }[] };
  const row = res.rows[0];
  return `${row?.d ?? 0}.${row?.r ?? 0}`;
}
