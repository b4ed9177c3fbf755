import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { localDateOf } from '../../../shared/workday/zonedTime';
import type { Db } from '../../db/client';
import { branchOffices, companies, notificationRuns, users } from '../../db/schema';
import { unitLinksOf } from '../../permissions/unitTreeCache';
import { DEFAULT_TIME_ZONE, workTimeZone } from '../workdays/timeZones';
import { channelFlags } from './channels';
import { notify } from './notify';
import { watchersOfUnit } from './recipients';

export const BIRTHDAY_KIND = 'BIRTHDAY';

/** Who hears of a birthday: the company's owners and the administrators of the person's unit (spec §3 channel `birthday`). */
const mayHear = (role: string) => role === 'owner' || role === 'administrator';

/** The company's day is its root unit's (a company has no zone of its own; units do), else Madrid. */
export async function companyTimeZone(db: Db, companyId: string): Promise<string> {
  const root = (await unitLinksOf(db, companyId)).find((u) => u.parent === null && u.timezone);
  return root ? workTimeZone(root.timezone) : DEFAULT_TIME_ZONE;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Month-days (`MM-DD`) whose people celebrate on `day`: 29 February is celebrated on the 28th in common years. */
export function birthdayKeys(day: string): string[] {
  const md = day.slice(5);
  return md === '02-28' && !isLeap(Number(day.slice(0, 4))) ? [md, '02-29'] : [md];
}

export interface BirthdayRun { day: string; people: number; notified: number }

/**
 * Announces today's birthdays of one company, once per local day: the day is claimed in `notification_runs` in the
 * same transaction as the dashboard notifications, so running again (a restart, a second process) sends nothing
 * twice. A company whose `birthday` channel is all off is skipped without claiming the day: switching it on later
 * that day still announces. Mail and SMS leave after the commit. Returns null when nothing was done.
 */
export async function announceBirthdays(api: FastifyInstance, companyId: string, now: Date): Promise<BirthdayRun | null> {
  const flags = await channelFlags(api.db, companyId, 'birthday');
  if (!flags.dashboard && !flags.email && !flags.sms) return null;
  const day = localDateOf(now.getTime(), await companyTimeZone(api.db, companyId));
  const senders: (() => Promise<void>)[] = [];
  const run = await api.db.transaction(async (tx) => {
    const claimed = await tx.insert(notificationRuns).values({ companyId, kind: BIRTHDAY_KIND, day }).onConflictDoNothing().returning({ id: notificationRuns.id });
    if (!claimed.length) return null;
    const people = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, birthDate: users.birthDate, mainBranch: users.mainBranch, unit: branchOffices.name })
      .from(users)
      .leftJoin(branchOffices, and(eq(branchOffices.id, users.mainBranch), eq(branchOffices.companyId, companyId)))
      .where(and(eq(users.companyId, companyId), eq(users.active, true), isNotNull(users.birthDate),
        inArray(sql<string>`to_char(${users.birthDate}, 'MM-DD')`, birthdayKeys(day))));
    let notified = 0;
    for (const p of people) {
      const recipients = await watchersOfUnit(tx, companyId, p.mainBranch, { except: p.id, may: mayHear });
      if (!recipients.length) continue;
      const name = `${p.firstName} ${p.lastName ?? ''}`.trim();
      const age = Number(day.slice(0, 4)) - Number(String(p.birthDate).slice(0, 4));
      senders.push(await notify(api, {
        companyId, kind: BIRTHDAY_KIND, channel: 'birthday', recipients,
        params: { name, unit: p.unit ?? '—', age }, link: `/team/profile/${p.id}`, entity: 'users', entityId: p.id,
      }, tx));
      notified += recipients.length;
    }
    await tx.update(notificationRuns).set({ summary: { people: people.length, notified } }).where(eq(notificationRuns.id, claimed[0].id));
    return { day, people: people.length, notified };
  });
  for (const send of senders) await send();
  return run;
}

/** The daily check over every company (src/server/lifecycle/dailyChecks.ts runs it): one company's failure is logged, not fatal. */
export async function announceAllBirthdays(api: FastifyInstance, now: Date): Promise<BirthdayRun[]> {
  const out: BirthdayRun[] = [];
  for (const { id } of await api.db.select({ id: companies.id }).from(companies)) {
    try {
      const run = await announceBirthdays(api, id, now);
      if (run) out.push(run);
    } catch (err) {
      api.log.warn({ err, companyId: id }, 'birthday notifications failed for a company');
    }
  }
  return out;
}
