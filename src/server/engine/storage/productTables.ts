import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productCatalog } from './resourceCatalog';

/**
 * The derived tables of the product's resources that areas and seeds query directly (shifts read shift templates
 * and special days, the org chart reads hierarchies…), with their row types. The tables themselves come from the
 * schemas (resourceCatalog.ts); the shapes below only give TypeScript their column types, and
 * tests/unit/server/engine/storage/productTables.test.ts fails when a shape and its schema disagree.
 */
const system = {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const shapes = {
  specialdays: () => pgTable('special_days', {
    ...system,
    name: text('name').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    category: text('category').notNull().default('national'),
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    branches: jsonb('branches').$type<string[]>().notNull().default([]),
    description: text('description'),
    isDeductedFromVacation: boolean('is_deducted_from_vacation').notNull().default(false),
    impactedPayroll: boolean('impacted_payroll').notNull().default(false),
  }),
  dayofftypes: () => pgTable('dayoff_types', {
    ...system,
    title: text('title').notNull(),
    description: text('description'),
    color: text('color').notNull().default('#39e489'),
    maxDays: integer('max_days'),
    dayCounting: text('day_counting').notNull().default('LABORAL_DAYS'),
    requiresAttachment: boolean('requires_attachment').notNull().default(false),
    paid: boolean('paid').notNull().default(true),
    isVacation: boolean('is_vacation').notNull().default(false),
    payrollNovelty: text('payroll_novelty').notNull().default('NONE'),
  }),
  foldertypes: () => pgTable('folder_types', { ...system, title: text('title').notNull(), description: text('description'), color: text('color').notNull() }),
  workshifttypes: () => pgTable('workshift_types', {
    ...system, title: text('title').notNull(), description: text('description'), color: text('color').notNull().default('#39e489'), externalId: text('external_id'),
  }),
  hierarchies: () => pgTable('hierarchies', {
    ...system, name: text('name').notNull(), type: text('type').notNull(), parentId: uuid('parent_id'), description: text('description'),
  }),
  shifttemplates: () => pgTable('shift_templates', {
    ...system,
    name: text('name').notNull(),
    externalId: text('external_id'),
    type: text('type').notNull().default('simple'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    breakMinutes: integer('break_minutes').notNull().default(0),
    workshiftType: uuid('workshift_type'),
    color: text('color').notNull().default('#39e489'),
    description: text('description'),
  }),
};

/** Type shapes only, for the unit test that compares them with the derived tables. */
export const PRODUCT_TABLE_SHAPES = shapes;

/** The derived table of `name`, typed by its shape. */
const derived = <K extends keyof typeof shapes>(name: K) => productCatalog().tables.get(name)!.table as unknown as ReturnType<(typeof shapes)[K]>;

export const specialDays = derived('specialdays');
export const dayoffTypes = derived('dayofftypes');
export const folderTypes = derived('foldertypes');
export const workshiftTypes = derived('workshifttypes');
export const hierarchies = derived('hierarchies');
export const shiftTemplates = derived('shifttemplates');
