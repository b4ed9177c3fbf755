/**
 * What the platform itself keeps: the audit log, mail outbox, settings, company roles, the job queue and the data versions lists and reports are cached by.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './core';

/** Who changed what, written in the same transaction as the change. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: companyId(),
  userId: uuid('user_id'),
  username: text('username'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  action: text('action').notNull(),
  /** { field: { from, to } } for updates; the whole record for create and delete */
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
}, (t) => [
  index('audit_log_company_entity_idx').on(t.companyId, t.entity, t.entityId, t.at),
  index('audit_log_company_at_idx').on(t.companyId, t.at),
]);

/** Mail the product sent; the operator reads it when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentVia: text('sent_via').notNull().default('outbox'),
  createdAt: createdAt(),
});

/** Product-wide settings such as the maintenance flag. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Company-defined roles (spec §6 "can create roles"): a named set of (module, action) grants. Users holding one carry
 * `custom:<id>` in users.role; the grants become Casbin rows for the company and the enforcer reloads on every change.
 */
export const companyRoles = pgTable('company_roles', {
  id: id(),
  companyId: companyId(),
  name: text('name').notNull(),
  description: text('description'),
  permissions: jsonb('permissions').$type<{ module: string; action: string }[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('company_roles_company_name_uq').on(t.companyId, sql`lower(${t.name})`)]);

/**
 * Background jobs (imports, generated calendars, long exports): claimed by the in-process runner, which survives a
 * restart by re-queuing jobs left `running`. Progress is `done` of `total`; `result` holds the outcome for the client.
 */
export const jobs = pgTable('jobs', {
  id: id(),
  companyId: companyId(),
  type: text('type').notNull(),
  /** pending → running → completed | failed */
  status: text('status').notNull().default('pending'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  result: jsonb('result').$type<Record<string, unknown>>(),
  error: text('error'),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: updatedAt(),
}, (t) => [
  index('jobs_status_created_idx').on(t.status, t.createdAt),
  index('jobs_company_created_idx').on(t.companyId, t.createdAt),
]);

/**
 * A counter per company that every committed write to a list resource's table (users, branch offices, special days,
 * types, hierarchies, shift templates) moves on, in the writing transaction itself: a deferred trigger (migration
 * 0006) bumps it once per company and transaction as it commits. Whatever is read after a version was read is at
 * least that new, so a page cached under the version it was read with is current while the version stands, in every
 * process sharing the database (src/server/engine/listCache.ts).
 */
export const dataVersions = pgTable('data_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The company's report version: moves on with every committed write to shifts and workdays (triggers in migration
 * 0015), which the data version leaves alone so a clock punch does not empty the list caches. A paged report keeps
 * its whole result while both versions stand (areas/reports/reportPages.ts).
 */
export const reportVersions = pgTable('report_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/*
 * Work orders, approval flows and calendar feeds (issue 22). The work orders themselves are an engine resource
 * (schemas/work-order.schema.json → the derived `work_orders` table); what is below is what the engine does not derive.
 */
