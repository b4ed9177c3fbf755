/** Notifications to people, the SMS outbox and the runs of scheduled notices. */
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, users } from './core';

/**
 * What a dashboard user is told (spec §7 Notifications): a new absence request to review, a job finished, a message
 * from an administrator… `kind` says what happened; an event's `params` fill its texts in the reader's language
 * (`title`/`body` keep the Spanish text for mail and for MANUAL messages, written by a person); `link` is the screen
 * to open. Unread while `read_at` is null.
 */
export const notifications = pgTable('notifications', {
  id: id(),
  companyId: companyId(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  /** values of an event's texts (the browser writes them in the reader's language: notifications.kinds.<kind>) */
  params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
  link: text('link'),
  entity: text('entity'),
  entityId: uuid('entity_id'),
  createdBy: uuid('created_by'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('notifications_company_user_created_idx').on(t.companyId, t.userId, t.createdAt),
  index('notifications_unread_idx').on(t.companyId, t.userId).where(sql`${t.readAt} is null`),
]);

/** Text messages the product sent; without an SMS provider configured they stay here (like the mail outbox). */
export const smsOutbox = pgTable('sms_outbox', {
  id: id(),
  companyId: companyId(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  sentVia: text('sent_via').notNull().default('outbox'),
  createdAt: createdAt(),
});

/**
 * Daily announcements already made (birthdays…): one row per company, kind and local day, claimed before the
 * notifications are written in the same transaction, so a check that runs again that day — or in another server
 * process on the same database — sends nothing twice.
 */
export const notificationRuns = pgTable('notification_runs', {
  id: id(),
  companyId: companyId(),
  kind: text('kind').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  /** what was announced, for whoever looks (e.g. { people: 2, recipients: 3 }) */
  summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('notification_runs_company_kind_day_key').on(t.companyId, t.kind, t.day)]);

/*
 * Devices (time clocks speaking the ZKTeco ADMS "iclock" push protocol; docs/api/devices.md). The device record
 * itself is the engine resource `devices` (schemas/device.schema.json, a derived table); what the protocol writes
 * many times a minute lives in these tables, so a heartbeat never bumps the company's list-cache version.
 */
