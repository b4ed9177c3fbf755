import type { ResourceDef } from '../../shared/resource';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { ListPageCache } from './listCache';
import type { ResourceHooks } from './hooks';
import { ResourceService } from './resourceService';
import type { SchemaStore } from './schemaStore';
import { engineTableOf } from './tables';

/** The generic engine: one service per declared resource, sharing the schema store and the list page cache. */
export class Engine {
  private readonly services = new Map<string, ResourceService>();

  constructor(
    readonly resources: ResourceDef[],
    readonly store: SchemaStore,
    hooks: Record<string, ResourceHooks>,
    db: Db,
    files: FileStore,
    opts: { listPageCache: boolean } = { listPageCache: true },
  ) {
    const pages = opts.listPageCache ? new ListPageCache() : null;
    for (const r of resources) {
      if (!store.has(r.schema)) throw new Error(`Resource ${r.name} names unknown schema ${r.schema}`);
      // its table: derived from the schema, or the hand-designed one it declares (storage/resourceCatalog.ts)
      this.services.set(r.name, new ResourceService(r, engineTableOf(r.name), store, hooks[r.name] ?? {}, db, files, pages));
    }
  }

  service(name: string): ResourceService {
    const s = this.services.get(name);
    if (!s) throw new Error(`Unknown resource ${name}`);
    return s;
  }

  all(): ResourceService[] {
    return [...this.services.values()];
  }
}
