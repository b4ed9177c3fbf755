import type { FastifyInstance } from 'fastify';
import type { FilterValue } from '../../shared/listQuery';
import type { AuthContext } from '../auth/authContext';
import type { Db } from '../db/client';
import type { ApiRecord } from './records';
import type { JsonSchema } from './schemaStore';
import type { Engine } from './engine';

/** What every hook gets: the transaction (use it, never the app's db), the caller and their unit scope. */
export interface HookContext {
  tx: Db;
  auth: AuthContext;
  /** units the caller may act on, null when unrestricted */
  scope: Set<string> | null;
}

/**
 * Behaviour a resource adds to the generic engine, registered by resource name in src/server/areas/index.ts.
 * The engine stays free of resource-specific code; everything special lives behind these hooks.
 */
export interface ResourceHooks {
  /**
   * list filters applied unless the caller filters the same field or names the records by id (collaborators: role
   * user, active; listFilters.ts)
   */
  defaultFilters?: Record<string, FilterValue>;
  /** the field that must lie inside the caller's unit scope on create and when it changes (default: resource.unitScope) */
  scopeAnchor?: string;
  /**
   * `x-ref` fields beforeWrite itself proves to be records of the caller's company and units (an absence request's
   * person, locked; its reason): the engine does not read them again after the hook
   */
  checkedReferences?: string[];
  /** domain checks before create (no `before`) and update, inside the transaction; throw ApiError to refuse */
  beforeWrite?(ctx: HookContext & { record: ApiRecord; before?: ApiRecord; schema: JsonSchema }): Promise<void>;
  /** reshape a create/update body before validation (e.g. nested → flat); throw ApiError to refuse */
  normalizeBody?(body: unknown, mode: 'create' | 'update'): unknown;
  /** after a create/update/delete committed (outside the transaction): drop caches and the like */
  afterWrite?(ctx: { auth: AuthContext; record: ApiRecord; action: 'create' | 'update' | 'delete' }): Promise<void> | void;
  /** after the row of a create is inserted, inside the transaction (the record has its id): rows that point at it */
  afterInsert?(ctx: HookContext & { record: ApiRecord }): Promise<void>;
  /**
   * Computed facts added to the records a caller reads (list pages, one record, create/update answers): a device's
   * live status. Declared only where needed: the others keep the list's framed-JSON fast path (listPage.ts).
   */
  decorateRecords?(ctx: { auth: AuthContext; db: Db }, records: ApiRecord[]): Promise<void>;
  /** checks before delete, inside the transaction; throw ApiError to refuse */
  beforeDelete?(ctx: HookContext & { record: ApiRecord }): Promise<void>;
  /** extra endpoints of the area, registered under /api */
  routes?(api: FastifyInstance, engine: Engine): Promise<void> | void;
}
