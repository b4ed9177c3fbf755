import type { ResourceDef } from '../../shared/resource';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import type { ResourceHooks } from './hooks';
import { ResourceService } from './resourceService';
import type { SchemaStore } from './schemaStore';
import { engineTableOf } from './tables';

/** The generic engine: one service per declared resource, sharing the schema store. */
export class Engine {
  private readonly services = new Map<string, ResourceService>();

  constructor(
    readonly resources: ResourceDef[],
    readonly store: SchemaStore,
    hooks: Record<string, ResourceHooks>,
    db: Db,
    files: FileStore,
  ) {
    for (const r of resources) {
      if (!store.has(r.schema)) throw new Error(`Resource ${r.name} names unknown schema ${r.schema}`);
      this.services.set(r.name, new ResourceService(r, engineTableOf(r.name), store, hooks[r.name] ?? {}, db, files));
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
