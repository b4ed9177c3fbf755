import { randomUUID } from 'node:crypto';
import { addDays, localDateOf, toInstant } from '../../../src/shared/workday';
import { shifts } from '../../../src/server/db/schema';
import type { TestApp } from '../../helpers/testApp';

/** Fixture units are in Europe/Madrid (the column default). */
export const TZ = 'Europe/Madrid';

/** A local date `n` days before today. */
export const daysAgo = (n: number): string => addDays(localDateOf(Date.now(), TZ), -n);

/** The ISO instant of a local date and time in the fixture's zone. */
export const at = (date: string, time: string): string => new Date(toInstant(date, time, TZ)).toISOString();

export interface SentMark {
  id?: string;
  userId?: string;
  numberOfDocument?: string;
  at: string;
  type: string;
  source?: string;
  device?: string;
  position?: { lat: number; lng: number; accuracy?: number };
}

/** A mark body with a fresh sender id and source `clock` unless given. */
export const mark = (m: SentMark) => ({ id: m.id ?? randomUUID(), source: 'clock', ...m });

export function postMarks(t: TestApp, body: unknown, username = 'owner') {
  return t.call('POST', '/api/marks', { token: t.tokenFor(username), body });
}

export function history(t: TestApp, userId: string, body: unknown = {}, username = 'owner') {
  return t.call('POST', `/api/workdays/history/${userId}`, { token: t.tokenFor(username), body });
}

export function saveWorkday(t: TestApp, body: unknown, username = 'owner') {
  return t.call('PATCH', '/api/workdays/update', { token: t.tokenFor(username), body });
}

/** Plans a shift for a fixture user (the shifts screens come later; the rules read this table). */
export async function planShift(t: TestApp, userId: string, date: string, shift: { type?: string; startTime?: string | null; endTime?: string | null; breakMinutes?: number }) {
  await t.db.insert(shifts).values({
    companyId: t.fx.companyA.id, userId, date, type: shift.type ?? 'simple',
    startTime: shift.startTime ?? null, endTime: shift.endTime ?? null, breakMinutes: shift.breakMinutes ?? 0,
  });
}

export interface WorkdayView {
  id: string;
  userId: string;
  date: string;
  state: string;
  manual: boolean;
  clocks: { in: string; out?: string; automatic?: boolean }[];
  breaks: { start: string; end?: string }[];
  historyHours: { type: string; start: string; end: string; minutes: number }[];
  totals: { worked: number; break: number; late: number; extra: number; night: number; planned: number; earlyDeparture: number };
  warnings: string[];
  pendingReviews?: number;
}
