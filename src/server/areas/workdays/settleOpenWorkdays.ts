import { and, eq, inArray } from 'drizzle-orm';
import type { GeneralConfig } from '../../../shared/workday';
import type { Db } from '../../db/client';
import { workdays } from '../../db/schema';
import { recomputeWorkdays } from './recomputeWorkdays';
import { lockUsers } from './userLocks';
import { attendanceChanged } from './attendanceVersion';

/**
 * A forgotten check-out becomes automaticFinish only once its deadline has passed, and no new mark may come to
 * trigger the recomputation. So before a user's workdays are shown, their open ones (started, pause) are rebuilt
 * with the current time: the ones past their deadline close (and get their PENDING review), the others stay open.
 * Nothing is written when nothing changed. (A company-wide sweep can later run the same on the job runner.)
 */
export async function settleOpenWorkdays(db: Db, companyId: string, userId: string, timeZone: string, config: GeneralConfig, now: number): Promise<void> {
  const open = await db
    .select({ date: workdays.date })
    .from(workdays)
    .where(and(eq(workdays.companyId, companyId), eq(workdays.userId, userId), inArray(workdays.state, ['started', 'pause']), eq(workdays.manual, false)));
  if (!open.length) return;
  const dates = open.map((o) => o.date).sort();
  await db.transaction(async (tx) => {
    await lockUsers(tx, companyId, [userId]);
    await recomputeWorkdays(tx, companyId, [{ userId, timeZone, from: dates[0], to: dates.at(-1)! }], config, now);
  });
  attendanceChanged(companyId);
}
