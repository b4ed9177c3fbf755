/**
 * Running as a service: subscriptions and bills, integration transactions, open API keys and outbound webhooks (issue 24).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, companyId, createdAt, id, updatedAt, users } from './core';

/**
 * The company's subscription to the service (spec §4, issue 24): one row per company, made with the company (or on
 * first read for older ones). Status trial | active | past_due | cancelled; a cancellation asked by the owner is
 * `cancelAtPeriodEnd` (shown as "cancellation scheduled") until the period ends, and can be withdrawn before.
 */
export const subscriptions = pgTable('subscriptions', {
  companyId: uuid('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull().default('standard'),
  status: text('status').notNull().default('active'),
  /** price of one contracted seat a month, in cents of `currency`; tax in basis points (2100 = 21 %) */
  seatPriceCents: integer('seat_price_cents').notNull().default(400),
  currency: text('currency').notNull().default('EUR'),
  taxRateBp: integer('tax_rate_bp').notNull().default(2100),
  currentPeriodStart: date('current_period_start').notNull(),
  currentPeriodEnd: date('current_period_end').notNull(),
  trialEndsAt: date('trial_ends_at'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  cancelReason: text('cancel_reason'),
  cancelComment: text('cancel_comment'),
  cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  cancelRequestedBy: uuid('cancel_requested_by'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  updatedAt: updatedAt(),
}, (t) => [
  check('subscriptions_status_ck', sql`${t.status} in ('trial', 'active', 'past_due', 'cancelled')`),
]);

/**
 * A month's bill (issue 24): made by the monthly job from the seats used, one per company and period (the unique
 * index makes the job idempotent). Payments are recorded by provider staff, never charged: no card data here.
 */
export const bills = pgTable('bills', {
  id: id(),
  companyId: companyId(),
  number: text('number').notNull(),
  periodStart: date('period_start').notNull(),
  periodEnd: date('period_end').notNull(),
  /** [{ description, quantity, unitPriceCents, amountCents }] */
  lines: jsonb('lines').$type<Array<Record<string, unknown>>>().notNull().default([]),
  subtotalCents: integer('subtotal_cents').notNull(),
  taxRateBp: integer('tax_rate_bp').notNull(),
  taxCents: integer('tax_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  currency: text('currency').notNull().default('EUR'),
  /** open | paid | void */
  status: text('status').notNull().default('open'),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  dueDate: date('due_date'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  paymentMethod: text('payment_method'),
  paymentReference: text('payment_reference'),
  recordedBy: uuid('recorded_by'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('bills_company_period_uq').on(t.companyId, t.periodStart),
  uniqueIndex('bills_number_uq').on(t.number),
  index('bills_company_issued_idx').on(t.companyId, t.issuedAt),
  check('bills_status_ck', sql`${t.status} in ('open', 'paid', 'void')`),
]);

/**
 * What went out to or came in from an integration (issue 24 item 3, /integrations-transactions/{id}): payroll sends
 * and exports, the performance tool's sign-ins, calendar feed reads, device uploads, later webhook deliveries and
 * API key calls. One row per exchange: direction, status, a short summary, the error when it failed, how many tries.
 */
export const integrationTransactions = pgTable('integration_transactions', {
  id: id(),
  companyId: companyId(),
  /** payroll | performance | dataviz | calendar | devices | webhooks | apiKeys */
  integration: text('integration').notNull(),
  /** out | in */
  direction: text('direction').notNull(),
  /** ok | failed | pending */
  status: text('status').notNull(),
  /** what it was, in a line: "Periodo 2026-11 enviado a nómina: 212 novedades" is built by the screen from `payload` */
  action: text('action').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  error: text('error'),
  attempts: integer('attempts').notNull().default(1),
  /** who caused it (a person, or null for a device or a calendar app) */
  userId: uuid('user_id'),
  createdAt: createdAt(),
}, (t) => [
  index('integration_transactions_company_integration_idx').on(t.companyId, t.integration, t.createdAt),
  check('integration_transactions_direction_ck', sql`${t.direction} in ('out', 'in')`),
  check('integration_transactions_status_ck', sql`${t.status} in ('ok', 'failed', 'pending')`),
]);

/**
 * The company's open API keys (issue 24 item 4): a key acts as the administrator who made it, limited to its scopes
 * (module and action pairs, never more than that person holds), until it expires or is revoked, optionally only from
 * some addresses. The secret is shown once; only its SHA-256 is kept, found by its public prefix.
 */
export const apiKeys = pgTable('api_keys', {
  id: id(),
  companyId: companyId(),
  createdBy: uuid('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** the public part of the key (`hrk_<prefix>_…`), how a request finds its row */
  prefix: text('prefix').notNull(),
  secretHash: text('secret_hash').notNull(),
  /** [{ module, action }] */
  scopes: jsonb('scopes').$type<{ module: string; action: string }[]>().notNull().default([]),
  /** addresses or CIDR ranges the key may be used from; empty: any */
  ipAllowlist: jsonb('ip_allowlist').$type<string[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  lastUsedIp: text('last_used_ip'),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('api_keys_prefix_uq').on(t.prefix),
  index('api_keys_company_idx').on(t.companyId, t.createdAt),
]);

/**
 * Outbound webhook subscriptions (issue 24 item 5): a company's HTTPS endpoints that want some event types, signed
 * per Standard Webhooks with a `whsec_` secret shown once and kept encrypted (secretBox) because signing needs it.
 * After persistent failure the dispatcher disables one (disabledAt + reason) and tells the administrators.
 */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: id(),
  companyId: companyId(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  url: text('url').notNull(),
  /** event types, e.g. ['collaborator.created', 'absence.decided'] */
  events: jsonb('events').$type<string[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  /** secretBox(`whsec_…`) */
  secretEnc: text('secret_enc').notNull(),
  /** deliveries in a row that exhausted every retry; reset by a success */
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  disabledReason: text('disabled_reason'),
  lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('webhook_subscriptions_company_idx').on(t.companyId, t.createdAt),
]);

/**
 * The outbox: one row per (event, subscription), written in the same transaction as the change that caused the event,
 * sent by the dispatcher at least once. Its id is the `webhook-id` (receivers deduplicate on it). Claimed with
 * FOR UPDATE SKIP LOCKED and a lease (lockedUntil) so two processes never send the same delivery at once.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: id(),
  companyId: companyId(),
  subscriptionId: uuid('subscription_id').notNull().references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
  eventType: text('event_type').notNull(),
  /** the body sent: { type, timestamp, data } */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** pending | succeeded | failed (every retry exhausted, or given up) */
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastResponseStatus: integer('last_response_status'),
  lastError: text('last_error'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  index('webhook_deliveries_subscription_idx').on(t.companyId, t.subscriptionId, t.createdAt),
  check('webhook_deliveries_status_ck', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
]);

/** The delivery log: one row per attempt with the answer's status, its first KB, how long it took and any error. */
export const webhookAttempts = pgTable('webhook_attempts', {
  id: id(),
  companyId: companyId(),
  deliveryId: uuid('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  attempt: integer('attempt').notNull(),
  responseStatus: integer('response_status'),
  /** first 1024 characters of the answer */
  responseBody: text('response_body'),
  durationMs: integer('duration_ms').notNull(),
  error: text('error'),
  createdAt: createdAt(),
}, (t) => [
  index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt),
]);
