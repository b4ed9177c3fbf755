import type { ResourceDef } from '../../shared/resource';
import { productCatalog, type EngineTable } from './storage/resourceCatalog';

export type { EngineTable } from './storage/resourceCatalog';

/** Columns the engine manages itself; a schema or overlay property with one of these names is never written. */
export const SYSTEM_COLUMNS = ['id', 'companyId', 'extra', 'createdAt', 'updatedAt'] as const;

/** Tables and declarations of resources from extra folders (RESOURCE_DIRS), added when an engine serves them. */
const extraTables = new Map<string, EngineTable>();
const extraResources = new Map<string, ResourceDef>();

export function registerEngineTables(tables: Map<string, EngineTable>, resources: ResourceDef[] = []): void {
  for (const [name, table] of tables) if (!productCatalog().tables.has(name)) extraTables.set(name, table);
  for (const r of resources) if (!productCatalog().tables.has(r.name)) extraResources.set(r.name, r);
}

/** The declaration of a resource the engine stores (the product's, or one of an extra folder). */
export function engineResourceOf(resourceName: string): ResourceDef | undefined {
  return productCatalog().resources.find((r) => r.name === resourceName) ?? extraResources.get(resourceName);
}

/** Where a resource is stored: its derived table, or the hand-designed one it declares (resourceCatalog.ts). */
export function engineTableOf(resourceName: string): EngineTable {
  const table = productCatalog().tables.get(resourceName) ?? extraTables.get(resourceName);
  if (!table) throw new Error(`No table for resource ${resourceName}: is it declared (resources/ or RESOURCE_DIRS)?`);
  return table;
}
