import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  addDays, buildWorkdays, localDateOf, readGeneralConfig, type GeneralConfig, type Mark, type ShiftForDay, type ShiftType,
} from '../../shared/workday';
import type { Db } from '../db/client';
import { marks, shifts, workdayReviews, workdays } from '../db/schema';
import { shiftTemplates } from '../engine/storage/productTables';
import { workTimeZone } from '../areas/workdays/timeZones';
import { workdayValues } from '../areas/workdays/workdayRecord';
import type { CompanyRows } from './companyRows';
import { dayMarks } from './marksSeed';
import type { UnitKind } from './positions';
import { createPrng, type Prng } from './prng';
import { bulkInsertJson } from './workdaysBulkInsert';
import { plannedTemplate } from './workdaysShiftPlan';

/** Collaborators generated and written at a time, so a large company never sits in memory whole. */
const USERS_PER_CHUNK = 250;

export interface AttendanceSeedInput {
  companyId: string;
  users: CompanyRows['users'];
  branches: CompanyRows['branchOffices'];
  kindOfBranch: (branchId: string) => UnitKind | undefined;
  /** the company's configuration (its `general` time settings decide tolerances and overtime) */
  configuration: Record<string, unknown>;
  /** days of marks before today; today's come too, up to `now` (the dashboard opens on a live day) */
  days: number;
  /** planned shifts after today, for the calendar and today's dashboard (default 13: two weeks with today) */
  aheadDays?: number;
  now: Date;
  seed: string | number;
}

export interface AttendanceSeedSummary {
  shifts: number;
  marks: number;
  workdays: number;
  reviews: number;
  ms: number;
}

/**
 * The demo's time and attendance: for every collaborator a plan of shifts (see workdaysShiftPlan.ts) from `days` ago
 * to two weeks ahead, the marks of each past working day (marksSeed.ts: late arrivals, overtime, breaks, forgotten
 * check-outs, night shifts), and the workdays buildWorkdays makes of them — with a PENDING review for every warning,
 * as the live ingestion would. Deterministic for a seed and a date; written in one transaction, in batches.
 */
export async function seedAttendance(db: Db, input: AttendanceSeedInput): Promise<AttendanceSeedSummary> {
  const startedAt = performance.now();
  const prng = createPrng(`${input.seed}:attendance`);
  const config = readGeneralConfig((input.configuration as { general?: unknown }).general);
  const now = input.now.getTime();
  const branches = new Map(input.branches.map((b) => [b.id!, b]));
  const people = input.users.filter((u) => u.role === 'user');
  const summary: AttendanceSeedSummary = { shifts: 0, marks: 0, workdays: 0, reviews: 0, ms: 0 };

  await db.transaction(async (tx) => {
    const templates = new Map((await tx.select().from(shiftTemplates).where(eq(shiftTemplates.companyId, input.companyId))).map((t) => [t.name, t]));
    for (let i = 0; i < people.length; i += USERS_PER_CHUNK) {
      const rows: AttendanceRows = { shifts: [], marks: [], workdays: [], reviews: [] };
      people.slice(i, i + USERS_PER_CHUNK).forEach((person, j) => {
        const branch = person.mainBranch ? branches.get(person.mainBranch) : undefined;
        const kind = (person.mainBranch && input.kindOfBranch(person.mainBranch)) || 'office';
        personAttendance(rows, { input, person, index: i + j, branch, kind, templates, config, now, prng });
      });
      await bulkInsertJson(tx, shifts, rows.shifts);
      await bulkInsertJson(tx, marks, rows.marks);
      await bulkInsertJson(tx, workdays, rows.workdays);
      await bulkInsertJson(tx, workdayReviews, rows.reviews);
      summary.shifts += rows.shifts.length;
      summary.marks += rows.marks.length;
      summary.workdays += rows.workdays.length;
      summary.reviews += rows.reviews.length;
    }
  });
  // fresh statistics for the new tables (the company's own ANALYZE ran before they were filled)
  await db.execute(sql`ANALYZE marks, workdays, shifts, workday_reviews`);
  summary.ms = Math.round(performance.now() - startedAt);
  return summary;
}

const maxDate = (a: string, b?: string) => (b && b > a ? b : a);
const minDate = (a: string, b?: string) => (b && b < a ? b : a);

interface AttendanceRows {
  shifts: (typeof shifts.$inferInsert)[];
  marks: (typeof marks.$inferInsert)[];
  workdays: (typeof workdays.$inferInsert)[];
  reviews: (typeof workdayReviews.$inferInsert)[];
}

interface PersonContext {
  input: AttendanceSeedInput;
  person: CompanyRows['users'][number];
  /** position in the company's list: spreads days off and rotations */
  index: number;
  branch?: CompanyRows['branchOffices'][number];
  kind: UnitKind;
  templates: Map<string, typeof shiftTemplates.$inferSelect>;
  config: GeneralConfig;
  now: number;
  prng: Prng;
}

/**
 * One person's plan, marks and workdays, in the zone of their unit, within their contract (from its start, until
 * their leave date when offboarded): the plan reaches two weeks ahead, marks stop at `now` (today's so far included:
 * people checked in, on a break or gone home, as the dashboard shows them).
 */
function personAttendance(rows: AttendanceRows, ctx: PersonContext): void {
  const { input, person, branch, now } = ctx;
  const timeZone = workTimeZone(branch?.timezone);
  const today = localDateOf(now, timeZone);
  const first = maxDate(addDays(today, -input.days), person.contractStartDate ?? undefined);
  const last = minDate(addDays(today, input.aheadDays ?? 13), person.active === false ? person.leaveDate ?? addDays(first, -1) : undefined);
  const place = { device: `RELOJ-${branch?.code ?? 'CENTRAL'}`, latitude: branch?.latitude ?? null, longitude: branch?.longitude ?? null };

  const byDate: Record<string, ShiftForDay> = {};
  const userMarks: Mark[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const template = ctx.templates.get(plannedTemplate(ctx.kind, person.position ?? '', ctx.index, date));
    if (!template) continue;
    const id = randomUUID();
    const shift: ShiftForDay = {
      id, date, type: template.type as ShiftType,
      ...(template.startTime ? { startTime: template.startTime } : {}),
      ...(template.endTime ? { endTime: template.endTime } : {}),
      breakMinutes: template.breakMinutes,
    };
    byDate[date] = shift;
    rows.shifts.push({ id, companyId: input.companyId, userId: person.id!, date, templateId: template.id, type: template.type, startTime: template.startTime, endTime: template.endTime, breakMinutes: template.breakMinutes });
    if (date > today) continue;
    for (const m of dayMarks(ctx.prng, shift, timeZone, place)) {
      if (m.at > now) continue; // a night shift still running: its check-out has not happened yet
      const markId = randomUUID();
      rows.marks.push({ id: markId, companyId: input.companyId, userId: person.id!, clientId: markId, at: new Date(m.at), type: m.type, source: m.source, device: m.device, latitude: m.latitude, longitude: m.longitude, accuracy: m.accuracy });
      userMarks.push({ id: markId, userId: person.id!, at: new Date(m.at).toISOString(), type: m.type, source: m.source });
    }
  }
  if (!userMarks.length) return;
  for (const w of buildWorkdays(userMarks, byDate, ctx.config, timeZone, now).workdays) {
    const id = randomUUID();
    rows.workdays.push({ id, ...workdayValues(input.companyId, w, false) });
    for (const warning of w.warnings) rows.reviews.push({ companyId: input.companyId, workdayId: id, userId: person.id!, kind: warning });
  }
}

/**
 * The demo company's time settings: overtime counted (EXTRA_HOURS show) from a quarter of an hour up to four hours
 * a day, arriving up to 30 minutes early is not overtime, and forgotten check-outs close two hours after the planned
 * end. The three tolerances keep the spec's default (-1, unset: no grace), as a company that never opened them.
 */
export function withDemoTimeSettings(configuration: Record<string, unknown>): Record<string, unknown> {
  const general = (configuration.general ?? {}) as Record<string, unknown>;
  return {
    ...configuration,
    general: {
      ...general,
      allowOvertime: true,
      overtime: { minimumHours: 0.25, maximumHours: 4, earlyEntryTolerance: 30, automaticCloseTolerance: 120 },
    },
  };
}
