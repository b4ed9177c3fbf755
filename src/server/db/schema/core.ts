/**
 * The tenancy core: companies, their organisational units and their people (users); the column helpers every table uses.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Columns most tables share (exported for this folder's files, not by the index). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const companyId = () => uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const extra = () => jsonb('extra').$type<Record<string, unknown>>().notNull().default({});

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
