import type { Db } from '../../db/client';
import { productCatalog, type ResourceCatalog } from './resourceCatalog';
import { syncStorage, type SyncReport } from './syncStorage';

export { loadResourceCatalog, productCatalog, ResourceDeclarationError, type EngineTable, type ResourceCatalog } from './resourceCatalog';
export { StorageDriftError, type SyncReport } from './syncStorage';
export { resourceDirsFromEnv } from './resourceFolders';

/** Keep the derived tables of a catalog (default: the product's own resources) in step with the database. */
export function syncResourceStorage(db: Db, catalog: ResourceCatalog = productCatalog()): Promise<SyncReport> {
  return syncStorage(db, catalog.specs, catalog.whereOf);
}
