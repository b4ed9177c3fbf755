/**
 * Work orders' time logs, approval flows and the paths of requests on them, delegates, and calendar feeds (issue 22).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt, users } from './core';

/**
 * Time a person spent on a work order: opened by a check-in that names the order (or typed by a manager, with a
 * reason), closed by the next check-out or order change. `endedAt` null = working on it now. One open log per person.
 */
export const workOrderLogs = pgTable('work_order_logs', {
  id: id(),
  companyId: companyId(),
  workOrderId: uuid('work_order_id').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  minutes: integer('minutes'),
  /** mark | device | manual */
  source: text('source').notNull(),
  /** why a manager typed or changed it (audited) */
  reason: text('reason'),
  /** the mark that opened it, when one did */
  startMarkId: uuid('start_mark_id'),
  /** true when the log lies (partly) outside the person's workday */
  outsideWorkday: boolean('outside_workday').notNull().default(false),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('work_order_logs_company_order_start_idx').on(t.companyId, t.workOrderId, t.startedAt),
  index('work_order_logs_company_user_start_idx').on(t.companyId, t.userId, t.startedAt),
  index('work_order_logs_company_start_idx').on(t.companyId, t.startedAt),
  uniqueIndex('work_order_logs_one_open_uq').on(t.companyId, t.userId).where(sql`${t.endedAt} is null`),
  check('work_order_logs_source_ck', sql`${t.source} in ('mark', 'device', 'manual')`),
  check('work_order_logs_order_ck', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
]);

/**
 * An approval flow: ordered steps (each: approvers — unit manager, role holders in the person's units, named
 * administrators — and a rule, any or all) chosen for a request by its conditions (reason, days, unit). The first
 * active flow of the request type whose conditions hold applies, by `priority`; none = today's single step.
 */
export const approvalFlows = pgTable('approval_flows', {
  id: id(),
  companyId: companyId(),
  name: text('name').notNull(),
  /** absence | correction | review | novelty */
  requestType: text('request_type').notNull(),
  priority: integer('priority').notNull().default(0),
  active: boolean('active').notNull().default(true),
  conditions: jsonb('conditions').$type<Record<string, unknown>>().notNull().default({}),
  steps: jsonb('steps').$type<Array<Record<string, unknown>>>().notNull().default([]),
  /** a step pending longer than this escalates (null: never) */
  escalateAfterHours: integer('escalate_after_hours'),
  /** bumped on every edit; a request keeps the steps it started with */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('approval_flows_company_type_idx').on(t.companyId, t.requestType, t.priority)]);

/**
 * Where one request is on its flow: the flow's steps as they were when it started (`steps`, resolved approvers per
 * step), the current step, and every decision (`trail`). The reviews inbox shows a request to its current approvers.
 */
export const requestApprovals = pgTable('request_approvals', {
  id: id(),
  companyId: companyId(),
  requestType: text('request_type').notNull(),
  requestId: uuid('request_id').notNull(),
  requesterId: uuid('requester_id'),
  flowId: uuid('flow_id'),
  flowVersion: integer('flow_version'),
  steps: jsonb('steps').$type<Array<Record<string, unknown>>>().notNull().default([]),
  currentStep: integer('current_step').notNull().default(0),
  /** pending | approved | rejected | cancelled */
  status: text('status').notNull().default('pending'),
  /** the user ids who may decide the current step (flattened for the inbox's filter) */
  currentApprovers: jsonb('current_approvers').$type<string[]>().notNull().default([]),
  stepStartedAt: timestamp('step_started_at', { withTimezone: true }).notNull().defaultNow(),
  trail: jsonb('trail').$type<Array<Record<string, unknown>>>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('request_approvals_request_uq').on(t.companyId, t.requestType, t.requestId),
  index('request_approvals_company_status_idx').on(t.companyId, t.status, t.stepStartedAt),
  index('request_approvals_approvers_idx').using('gin', t.currentApprovers),
]);

/** Who decides for an approver while they are away (on approved leave). */
export const approvalDelegates = pgTable('approval_delegates', {
  companyId: companyId(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  delegateId: uuid('delegate_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('approval_delegates_user_uq').on(t.companyId, t.userId)]);

/**
 * An iCalendar feed address: read without a session by its long random token (stored as a SHA-256 hash), for what it
 * names only — one person's shifts and absences, a unit's or the company's absences and special days.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: id(),
  companyId: companyId(),
  /** who made it (the administrator, or the collaborator given the link) */
  ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** person | unit | company */
  scope: text('scope').notNull(),
  /** the person a `person` feed shows, the unit a `unit` feed shows */
  subjectId: uuid('subject_id'),
  tokenHash: text('token_hash').notNull(),
  /** the token's last characters, to tell feeds apart on screen */
  tokenHint: text('token_hint').notNull(),
  /** what it carries: shifts, absences, specialDays */
  contents: jsonb('contents').$type<string[]>().notNull().default([]),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('calendar_feeds_token_uq').on(t.tokenHash),
  index('calendar_feeds_company_owner_idx').on(t.companyId, t.ownerId),
  check('calendar_feeds_scope_ck', sql`${t.scope} in ('person', 'unit', 'company')`),
]);
