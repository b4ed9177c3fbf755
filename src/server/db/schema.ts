/**
 * Drizzle tables. Every tenant-owned table carries company_id and is indexed on it (first column of every
 * filter index), so queries stay scoped and a large deployment can shard by company.
 * Column JS keys equal the JSON Schema property names of the entity, so the generic engine maps them 1:1;
 * properties a company adds through an overlay schema live in `extra` (jsonb).
 */
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, bigserial, doublePrecision,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const companyId = () => uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const extra = () => jsonb('extra').$type<Record<string, unknown>>().notNull().default({});

export const companies = pgTable('companies', {
  id: id(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  /** configuration.general / covid / notifications (spec §3) */
  configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull().default({}),
  /** customFields lists: unionAgreement, typeOfLeave, hierarchies… */
  customFields: jsonb('custom_fields').$type<Record<string, string[]>>().notNull().default({}),
  /** feature flags: documentsVersion, noveltiesVersion, payrollIntegration, employerRecords, reviewsApprovals… */
  flags: jsonb('flags').$type<Record<string, unknown>>().notNull().default({}),
  image: text('image'),
  loginCarrousel: jsonb('login_carrousel').$type<string[]>().notNull().default([]),
  contractedUsers: integer('contracted_users').notNull().default(1000),
  /** roles whose people must sign in with a second factor (new companies: owner and admin; issue 21) */
  mfaRequiredRoles: jsonb('mfa_required_roles').$type<string[]>().notNull().default([]),
  /** active | suspended: a suspended company's people cannot sign in (provider console, issue 24) */
  status: text('status').notNull().default('active'),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendedReason: text('suspended_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('companies_slug_uq').on(t.slug),
  // the provider console's default order and its search by name (1,000+ companies)
  index('companies_lower_name_idx').on(sql`lower(${t.name})`),
  check('companies_status_ck', sql`${t.status} in ('active', 'suspended')`),
]);

export const branchOffices = pgTable('branch_offices', {
  id: id(),
  companyId: companyId(),
  name: text('name').notNull(),
  code: text('code'),
  parentOrganization: uuid('parent_organization'),
  address: text('address'),
  city: text('city'),
  country: text('country'),
  timezone: text('timezone').notNull().default('Europe/Madrid'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  image: text('image'),
  extra: extra(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('branch_offices_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
  index('branch_offices_company_parent_idx').on(t.companyId, t.parentOrganization),
  index('branch_offices_company_country_idx').on(t.companyId, t.country),
  index('branch_offices_company_lower_name_idx').on(t.companyId, sql`lower(${t.name})`),
  index('branch_offices_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`).with({ fastupdate: false }),
]);

export const users = pgTable('users', {
  id: id(),
  companyId: companyId(),
  username: text('username').notNull(),
  email: text('email'),
  passwordHash: text('password_hash'),
  role: text('role').notNull().default('user'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  typeOfDocument: text('type_of_document').notNull().default('DNI'),
  numberOfDocument: text('number_of_document'),
  position: text('position'),
  mainBranch: uuid('main_branch'),
  /** organisational units an administrator or manager may act on */
  allowedBranches: jsonb('allowed_branches').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  imageUrl: text('image_url'),
  externalId: text('external_id'),
  phone: text('phone'),
  birthDate: date('birth_date'),
  gender: text('gender'),
  nationality: text('nationality'),
  address: text('address'),
  /** degree of disability in percent (0–100), null when none is declared */
  disability: integer('disability'),
  documentExpirationDate: date('document_expiration_date'),
  /** contract data; the text fields take values of the company's customFields lists */
  contractStartDate: date('contract_start_date'),
  contractEndDate: date('contract_end_date'),
  typeOfContract: text('type_of_contract'),
  unionAgreement: text('union_agreement'),
  laborUnion: text('labor_union'),
  currentSituation: text('current_situation'),
  holidayGroup: text('holiday_group'),
  quoteGroup: text('quote_group'),
  weeklyHours: doublePrecision('weekly_hours'),
  /** offboarding (PATCH /users/employee-status/:id): set while inactive, kept for the history after reinstating */
  leaveDate: date('leave_date'),
  typeOfLeave: text('type_of_leave'),
  leaveComment: text('leave_comment'),
  /** bumped to revoke every token issued before (logout everywhere, password change, disable) */
  tokenVersion: integer('token_version').notNull().default(0),
  /** the vacation matrix (engine resource `vacationmatrices`, a derived table: no foreign key) the balance follows */
  vacationMatrixId: uuid('vacation_matrix_id'),
  /** the numeric PIN the person is known by on the company's time clocks (unique in the company, given at creation) */
  devicePin: text('device_pin'),
  extra: extra(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
  uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
  index('users_company_lastname_idx').on(t.companyId, t.active, t.lastName),
  index('users_company_branch_idx').on(t.companyId, t.mainBranch),
  uniqueIndex('users_company_document_uq').on(t.companyId, t.numberOfDocument),
  index('users_company_role_idx').on(t.companyId, t.role),
  // the company's dashboard staff (every role but collaborators and viewers): who hears of a new request, without
  // reading the whole workforce (notifications/recipients.ts watchersOfUnit)
  index('users_company_staff_idx').on(t.companyId).where(sql`${t.role} <> 'user' AND ${t.role} <> 'viewer'`),
  uniqueIndex('users_company_external_uq').on(t.companyId, t.externalId),
  index('users_company_position_idx').on(t.companyId, t.position),
  index('users_company_leave_idx').on(t.companyId, t.active, t.leaveDate),
  index('users_company_vacation_matrix_idx').on(t.companyId, t.vacationMatrixId),
  uniqueIndex('users_company_device_pin_uq').on(t.companyId, t.devicePin),
  // the list's default order (case-insensitive last name) and trigram indexes for `contains` filters and `q`;
  // fastupdate off: no GIN pending list, which PGlite (no autovacuum) would never flush and the planner would shun
  index('users_company_lower_lastname_idx').on(t.companyId, sql`lower(${t.lastName})`),
  index('users_lastname_trgm_idx').using('gin', sql`${t.lastName} gin_trgm_ops`).with({ fastupdate: false }),
  index('users_firstname_trgm_idx').using('gin', sql`${t.firstName} gin_trgm_ops`).with({ fastupdate: false }),
  index('users_document_trgm_idx').using('gin', sql`${t.numberOfDocument} gin_trgm_ops`).with({ fastupdate: false }),
  index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`).with({ fastupdate: false }),
]);

/*
 * Special days, types of dayoff, folder and workshift, hierarchies and shift templates are engine resources: their
 * tables are derived from schemas/*.schema.json and kept in step at start (src/server/engine/storage), not here.
 */

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

/** Single-use, hashed, expiring password reset tokens. */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('password_resets_user_idx').on(t.userId)]);

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
 * A collaborator's documents (spec §7 documents/fileSystem): folders and files in one tree per person. A file's bytes
 * are in the documents store (DATA_DIR/documents/<company>/<stored_name>), never under the public files route.
 * `folder_type_id` references folder_types (a derived table: no foreign key); `source` says where a file came from
 * (UPLOAD, HUB: delivered by the document hub, SALARY: a payroll slip).
 */
export const fileNodes = pgTable('file_nodes', {
  id: id(),
  companyId: companyId(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  parentId: uuid('parent_id').references((): AnyPgColumn => fileNodes.id, { onDelete: 'cascade' }),
  isFolder: boolean('is_folder').notNull(),
  name: text('name').notNull(),
  folderTypeId: uuid('folder_type_id'),
  storedName: text('stored_name'),
  contentType: text('content_type'),
  size: bigint('size', { mode: 'number' }),
  source: text('source').notNull().default('UPLOAD'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('file_nodes_company_user_parent_idx').on(t.companyId, t.userId, t.parentId),
  index('file_nodes_parent_idx').on(t.parentId),
]);

/**
 * One upload into an envelope or settlement (spec §3 document groups): the stored PDF, then the split-and-match job
 * that cuts it into documents. `envelope_id` is an envelope's or a settlement's id (derived tables: no foreign key).
 * status PENDING | PROCESSING | COMPLETED | FAILED; `error` the refusal code of a failed one.
 */
export const documentGroups = pgTable('document_groups', {
  id: id(),
  companyId: companyId(),
  envelopeId: uuid('envelope_id').notNull(),
  isSettlement: boolean('is_settlement').notNull().default(false),
  fileName: text('file_name').notNull(),
  storedName: text('stored_name'),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  pages: integer('pages'),
  status: text('status').notNull().default('PENDING'),
  error: text('error'),
  jobId: uuid('job_id'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('document_groups_company_envelope_idx').on(t.companyId, t.envelopeId),
]);

/**
 * One document cut out of a group: its pages, the person it was matched to (or nobody), why and how sure; status
 * UNASSIGNED | MATCHED | DELIVERED (copied to the person's files as `delivered_node_id`).
 */
export const hubDocuments = pgTable('hub_documents', {
  id: id(),
  companyId: companyId(),
  envelopeId: uuid('envelope_id').notNull(),
  groupId: uuid('group_id').notNull().references(() => documentGroups.id, { onDelete: 'cascade' }),
  isSettlement: boolean('is_settlement').notNull().default(false),
  seq: integer('seq').notNull(),
  storedName: text('stored_name').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  pages: jsonb('pages').$type<number[]>().notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  confidence: doublePrecision('confidence').notNull(),
  candidates: jsonb('candidates').$type<{ userId: string; reason: string }[]>().notNull().default([]),
  status: text('status').notNull(),
  deliveredNodeId: uuid('delivered_node_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('hub_documents_company_envelope_idx').on(t.companyId, t.envelopeId, t.seq),
  index('hub_documents_group_idx').on(t.groupId),
  index('hub_documents_company_status_idx').on(t.companyId, t.status),
  index('hub_documents_company_user_idx').on(t.companyId, t.userId),
]);

/** A payroll slip of a settlement (spec §7 Salary): the person, the period and the file in their "Nóminas" folder. */
export const salarySlips = pgTable('salary_slips', {
  id: id(),
  companyId: companyId(),
  settlementId: uuid('settlement_id').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  documentId: uuid('document_id'),
  fileId: uuid('file_id').references(() => fileNodes.id, { onDelete: 'set null' }),
  period: text('period').notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
}, (t) => [
  index('salary_slips_company_settlement_idx').on(t.companyId, t.settlementId, t.createdAt),
  index('salary_slips_company_user_idx').on(t.companyId, t.userId),
]);

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

/**
 * The global registry of claimed serial numbers: a serial belongs to at most one company (primary key), and the
 * protocol finds a device's company and status in one read. Volatile facts (last contact, capacity, stamps,
 * counters) are kept here, not on the device record.
 */
export const deviceStatus = pgTable('device_status', {
  serialNumber: text('serial_number').primaryKey(),
  companyId: companyId(),
  deviceId: uuid('device_id'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  lastUploadAt: timestamp('last_upload_at', { withTimezone: true }),
  /** seconds between a punch's time and its arrival, of the last upload (late uploads make the connection "slow") */
  uploadLagSeconds: integer('upload_lag_seconds'),
  pushVersion: text('push_version'),
  firmware: text('firmware'),
  ipAddress: text('ip_address'),
  /** users, maxUsers, fingers, maxFingers, faces, maxFaces, records, maxRecords… as the device last reported */
  capacity: jsonb('capacity').$type<Record<string, number>>().notNull().default({}),
  attlogStamp: text('attlog_stamp'),
  operlogStamp: text('operlog_stamp'),
  /** malformedLines, oversizedBodies, floodRefusals, refusedPunches… counted as they happen */
  counters: jsonb('counters').$type<Record<string, number>>().notNull().default({}),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('device_status_company_idx').on(t.companyId), uniqueIndex('device_status_device_uq').on(t.deviceId)]);

/** Serials that called in but belong to no company yet: kept (and nothing else they send) until claimed. */
export const devicePending = pgTable('device_pending', {
  serialNumber: text('serial_number').primaryKey(),
  deviceType: text('device_type'),
  firmware: text('firmware'),
  ipAddress: text('ip_address'),
  pushVersion: text('push_version'),
  requests: integer('requests').notNull().default(0),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('device_pending_last_seen_idx').on(t.lastSeenAt)]);

/**
 * Every ATTLOG line a device uploaded, kept raw, once: (company, serial, PIN, device-local time) is the punch's
 * identity, so a re-sent batch changes nothing. `markId` is the mark it became (marks.client_id
 * `zk:<serial>:<pin>:<local time>`); a punch refused (unknown PIN, direction the registry type forbids…) keeps
 * its `outcome` and `reason` and is shown, never dropped.
 */
export const devicePunches = pgTable('device_punches', {
  id: id(),
  companyId: companyId(),
  serialNumber: text('serial_number').notNull(),
  deviceId: uuid('device_id'),
  pin: text('pin').notNull(),
  /** device-local wall time as sent, `YYYY-MM-DD HH:mm:ss` */
  localTime: text('local_time').notNull(),
  /** the instant, converted with the device's IANA time zone */
  at: timestamp('at', { withTimezone: true }).notNull(),
  timeZone: text('time_zone').notNull(),
  statusCode: integer('status_code'),
  verifyCode: integer('verify_code'),
  workCode: text('work_code'),
  raw: text('raw').notNull(),
  userId: uuid('user_id'),
  markId: uuid('mark_id'),
  /** CHECK_IN | CHECK_OUT | BREAK_START | BREAK_END: the direction given, forced or inferred */
  markType: text('mark_type'),
  inferred: boolean('inferred').notNull().default(false),
  /** STORED | REFUSED | UNKNOWN_PIN | INACTIVE_USER */
  outcome: text('outcome').notNull(),
  reason: text('reason'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('device_punches_identity_uq').on(t.companyId, t.serialNumber, t.pin, t.localTime),
  index('device_punches_company_device_at_idx').on(t.companyId, t.deviceId, t.at),
  index('device_punches_company_user_at_idx').on(t.companyId, t.userId, t.at),
]);

/**
 * The durable command queue of each device: QUEUED → SENT (handed out by getrequest as `C:<seq>:<command>`) →
 * DONE or FAILED (devicecmd's Return code), or CANCELLED. `seq` is the id the device echoes back.
 */
export const deviceCommands = pgTable('device_commands', {
  id: id(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  companyId: companyId(),
  serialNumber: text('serial_number').notNull(),
  deviceId: uuid('device_id').notNull(),
  /** USER_LOAD | USER_REMOVE | USER_QUERY | INFO | CHECK | CLOCK_SYNC | TEMPLATE_LOAD | TEST */
  kind: text('kind').notNull(),
  command: text('command').notNull(),
  userId: uuid('user_id'),
  status: text('status').notNull().default('QUEUED'),
  returnCode: integer('return_code'),
  result: text('result'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  doneAt: timestamp('done_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('device_commands_seq_uq').on(t.seq),
  index('device_commands_serial_status_idx').on(t.serialNumber, t.status, t.seq),
  index('device_commands_company_device_created_idx').on(t.companyId, t.deviceId, t.createdAt),
]);

/** Who is loaded on which device, with the state of the last load or removal (collaborators per device). */
export const deviceUsers = pgTable('device_users', {
  companyId: companyId(),
  deviceId: uuid('device_id').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  pin: text('pin').notNull(),
  /** LOADING | LOADED | REMOVING | REMOVED | FAILED */
  state: text('state').notNull(),
  commandId: uuid('command_id'),
  error: text('error'),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('device_users_device_user_uq').on(t.deviceId, t.userId),
  index('device_users_company_user_idx').on(t.companyId, t.userId),
]);

/**
 * Biometric templates (special-category data): encrypted at rest (secretBox), used only to copy a person's
 * enrolment between the company's own devices, never exported; deleted with the person's offboarding or request.
 */
export const biometricTemplates = pgTable('biometric_templates', {
  id: id(),
  companyId: companyId(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** FINGERPRINT | FACE | CARD | PALM */
  kind: text('kind').notNull(),
  /** finger number, face index… (0 for a card) */
  slot: integer('slot').notNull().default(0),
  /** the device it was enrolled on */
  sourceSerial: text('source_serial'),
  format: text('format'),
  size: integer('size'),
  templateEncrypted: text('template_encrypted').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('biometric_templates_identity_uq').on(t.companyId, t.userId, t.kind, t.slot)]);

/** Which template is on which device (the biometry view), with the state of its last copy. */
export const biometricEnrolments = pgTable('biometric_enrolments', {
  companyId: companyId(),
  templateId: uuid('template_id').notNull().references(() => biometricTemplates.id, { onDelete: 'cascade' }),
  deviceId: uuid('device_id').notNull(),
  /** ENROLLED (reported by the device) | COPYING | COPIED | FAILED */
  state: text('state').notNull(),
  commandId: uuid('command_id'),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('biometric_enrolments_uq').on(t.templateId, t.deviceId), index('biometric_enrolments_company_device_idx').on(t.companyId, t.deviceId)]);

/*
 * Sign-in security (issue 21). Secrets are sealed with crypto/secretBox before they are stored.
 */

/** An account's TOTP second factor: `confirmedAt` null while enrolling; `lastStep` refuses a replayed code. */
export const userMfa = pgTable('user_mfa', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  totpSecret: text('totp_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('user_mfa_company_idx').on(t.companyId)]);

/** Single-use recovery codes, stored hashed; `usedAt` set when one is spent. */
export const mfaRecoveryCodes = pgTable('mfa_recovery_codes', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)]);

/** Passkeys (WebAuthn credentials): id and public key base64url, the signature counter seen last. */
export const webauthnCredentials = pgTable('webauthn_credentials', {
  id: text('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  publicKey: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [index('webauthn_credentials_user_idx').on(t.userId)]);

/** Single-use challenges in flight (WebAuthn ceremonies, MFA login steps), shared by every server process. */
export const authChallenges = pgTable('auth_challenges', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)]);

/**
 * Counters shared by every server process: login throttles (per account, per address), API rate limits, clock flood
 * buckets. `hits` counts inside the window ending at `windowEndsAt`; `blockedUntil` holds a growing delay.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
}, (t) => [index('throttle_counters_window_idx').on(t.windowEndsAt)]);

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
