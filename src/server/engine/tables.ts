import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  branchOffices, dayoffTypes, folderTypes, hierarchies, shiftTemplates, specialDays, users, workshiftTypes,
} from '../db/schema';

/**
 * Resource name → Drizzle table: the one place the engine learns where a resource is stored. Every table here has
 * id, company_id, extra (jsonb), created_at and updated_at, and column JS keys equal to the schema's property names.
 */
export const RESOURCE_TABLES: Record<string, PgTable> = {
  users,
  shifttemplates: shiftTemplates,
  dayofftypes: dayoffTypes,
  branchoffices: branchOffices,
  hierarchies,
  specialdays: specialDays,
  foldertypes: folderTypes,
  workshifttypes: workshiftTypes,
};

/** Columns the engine manages itself; a schema or overlay property with one of these names is never written. */
export const SYSTEM_COLUMNS = ['id', 'companyId', 'extra', 'createdAt', 'updatedAt'] as const;

/** A resource table seen through its columns, by JS key. */
export interface EngineTable {
  table: PgTable;
  columns: Record<string, PgColumn>;
  id: PgColumn;
  companyId: PgColumn;
  extra: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
}

export function engineTableOf(resourceName: string): EngineTable {
  const table = RESOURCE_TABLES[resourceName];
  if (!table) throw new Error(`No table registered for resource ${resourceName} (src/server/engine/tables.ts)`);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  for (const key of SYSTEM_COLUMNS) if (!columns[key]) throw new Error(`Table of ${resourceName} lacks the ${key} column`);
  return { table, columns, id: columns.id, companyId: columns.companyId, extra: columns.extra, createdAt: columns.createdAt, updatedAt: columns.updatedAt };
}
