/**
 * Time and attendance: marks, the workdays computed from them, their reviews, vacation adjustments and planned shifts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt, users } from './core';

/**
 * Time and attendance (src/server/areas/marks, src/server/areas/workdays). A mark is one punch as a clock, the
 * employee portal or an integration sent it; `client_id` is the sender's id, so a retried mark is stored once.
 * Marks are facts: they are never edited; deleting a workday voids its marks (`voided_at`) so they stop counting.
 */
export const marks = pgTable('marks', {
  id: id(),
  companyId: companyId(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  /** CHECK_IN | CHECK_OUT | BREAK_START | BREAK_END */
  type: text('type').notNull(),
  /** clock | portal | mobile | integration | manual */
  source: text('source').notNull(),
  device: text('device'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  accuracy: doublePrecision('accuracy'),
  /** the work order a check-in starts time on (issue 22) */
  workOrderId: uuid('work_order_id'),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('marks_company_client_uq').on(t.companyId, t.clientId),
  index('marks_company_user_at_idx').on(t.companyId, t.userId, t.at),
  index('marks_company_at_idx').on(t.companyId, t.at),
  check('marks_type_ck', sql`${t.type} in ('CHECK_IN', 'CHECK_OUT', 'BREAK_START', 'BREAK_END')`),
]);

/**
 * One collaborator's workday (spec §3), computed from marks and the planned shift by buildWorkdays, or typed by a
 * person (`manual`). `date` is the local date of the first check-in; the totals are columns because reports and
 * the dashboard filter and add them up; the timeline and pairs stay jsonb as the API shows them.
 */
export const workdays = pgTable('workdays', {
  id: id(),
  companyId: companyId(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  date: date('date').notNull(),
  /** started | pause | finish | automaticFinish | cancel | change */
  state: text('state').notNull(),
  clocks: jsonb('clocks').$type<{ in: string; out?: string; automatic?: boolean }[]>().notNull().default([]),
  breaks: jsonb('breaks').$type<{ start: string; end?: string; automatic?: boolean }[]>().notNull().default([]),
  historyHours: jsonb('history_hours').$type<{ type: string; start: string; end: string; minutes: number }[]>().notNull().default([]),
  firstIn: timestamp('first_in', { withTimezone: true }).notNull(),
  /** last check-out; null while a pair is open */
  lastOut: timestamp('last_out', { withTimezone: true }),
  workedMinutes: integer('worked_minutes').notNull().default(0),
  breakMinutes: integer('break_minutes').notNull().default(0),
  lateMinutes: integer('late_minutes').notNull().default(0),
  earlyDepartureMinutes: integer('early_departure_minutes').notNull().default(0),
  extraMinutes: integer('extra_minutes').notNull().default(0),
  nightMinutes: integer('night_minutes').notNull().default(0),
  plannedMinutes: integer('planned_minutes').notNull().default(0),
  /** the planned shift as it was when the workday was computed */
  shift: jsonb('shift').$type<Record<string, unknown> | null>(),
  /** typed or corrected by a person: recomputing from marks leaves it alone */
  manual: boolean('manual').notNull().default(false),
  warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
  markIds: jsonb('mark_ids').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('workdays_company_user_date_uq').on(t.companyId, t.userId, t.date),
  index('workdays_company_date_idx').on(t.companyId, t.date),
]);

/**
 * Error reports on workdays (spec §3 "Workday error report"): created when a workday gets a warning (a forgotten
 * check-out closed automatically, marks ignored…), one per workday and kind; PENDING → APPROVED | REJECTED.
 */
export const workdayReviews = pgTable('workday_reviews', {
  id: id(),
  companyId: companyId(),
  workdayId: uuid('workday_id').notNull().references(() => workdays.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** the workday warning that raised it (MISSING_CHECK_OUT, MARK_AFTER_AUTOMATIC_CLOSE…) */
  kind: text('kind').notNull(),
  status: text('status').notNull().default('PENDING'),
  reason: text('reason'),
  reviewedBy: uuid('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('workday_reviews_workday_kind_uq').on(t.companyId, t.workdayId, t.kind),
  index('workday_reviews_company_status_idx').on(t.companyId, t.status, t.createdAt),
  check('workday_reviews_status_ck', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
]);

/**
 * A manual correction of a person's vacation balance (signed days, 2 decimals), effective on its date; the ledger
 * (src/shared/absences/ledger.ts) shows it line by line with its note.
 */
export const vacationAdjustments = pgTable('vacation_adjustments', {
  id: id(),
  companyId: companyId(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  date: date('date').notNull(),
  days: doublePrecision('days').notNull(),
  note: text('note').notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
}, (t) => [
  index('vacation_adjustments_company_user_idx').on(t.companyId, t.userId, t.date),
]);

/**
 * The shift planned for one collaborator on one local date (the shifts calendar writes it; workdays read it).
 * `end_time` at or before `start_time` ends the next day; `rest` plans no hours.
 */
export const shifts = pgTable('shifts', {
  id: id(),
  companyId: companyId(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  date: date('date').notNull(),
  // references shift_templates(id) on delete set null (migration 0005; that table is derived: src/server/engine/storage)
  templateId: uuid('template_id'),
  /** simple | custom | rest | specialDay | sunday */
  type: text('type').notNull(),
  startTime: text('start_time'),
  endTime: text('end_time'),
  breakMinutes: integer('break_minutes').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('shifts_company_user_date_uq').on(t.companyId, t.userId, t.date),
  index('shifts_company_date_idx').on(t.companyId, t.date),
  index('shifts_company_template_idx').on(t.companyId, t.templateId),
]);
