/** Documents: the company's file system, document groups, delivered documents and payroll slips. */
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt, users } from './core';

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
