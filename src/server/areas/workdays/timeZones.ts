import { and, eq, inArray } from 'drizzle-orm';
import { isValidTimeZone } from '../../../shared/workday';
import type { Db } from '../../db/client';
import { branchOffices, users } from '../../db/schema';
import { unitLinksOf } from '../../permissions/unitTreeCache';

/** Where a unit has no (or an unknown) zone: the product was born in Spain. */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/** The zone a unit's stored `timezone` means: itself when it is a known IANA zone, else the default. */
export const workTimeZone = (stored: string | null | undefined): string =>
  stored && isValidTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;

/** Every unit's zone by unit id, from the cached unit tree (no query while the tree is cached). */
export async function unitTimeZones(db: Db, companyId: string): Promise<Map<string, string>> {
  return new Map((await unitLinksOf(db, companyId)).map((u) => [u.id, workTimeZone(u.timezone)]));
}

/**
 * The time zone each user's workdays are computed in: their main unit's `timezone` (a store in Las Palmas keeps
 * Canary time), else Europe/Madrid. Workday dates, lateness and night minutes are all wall-clock rules of the
 * place where the person works, so this is per user, not per company.
 */
export async function userTimeZones(db: Db, companyId: string, userIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!userIds.length) return out;
  const rows = await db
    .select({ id: users.id, timezone: branchOffices.timezone })
    .from(users)
    .leftJoin(branchOffices, and(eq(branchOffices.id, users.mainBranch), eq(branchOffices.companyId, companyId)))
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(userIds)])));
  for (const r of rows) out.set(r.id, workTimeZone(r.timezone));
  return out;
}

export async function userTimeZone(db: Db, companyId: string, userId: string): Promise<string> {
  return (await userTimeZones(db, companyId, [userId])).get(userId) ?? DEFAULT_TIME_ZONE;
}
