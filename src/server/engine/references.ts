import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../shared/resource';
import type { AuthContext } from '../auth/authContext';
import type { Db } from '../db/client';
import { anyUuid } from '../db/jsonRows';
import { ApiError, fieldError, type PendingFieldError } from '../http/apiError';
import type { ApiRecord } from './records';
import type { JsonSchema } from './schemaStore';
import { engineResourceOf, engineTableOf, type EngineTable } from './tables';
import { scopeCondition } from './unitScopeColumn';

/** What a reference needs of the resource it points at: where it is stored and, if unit-scoped, its unit column. */
export interface ReferenceTarget {
  resource: Pick<ResourceDef, 'name' | 'unitScope'>;
  table: EngineTable;
}
export type ReferenceLookup = (resourceName: string) => ReferenceTarget | undefined;

/**
 * Targets by their table and declaration (its unitScope), for the product's resources and those of extra folders
 * (tables.ts). A ResourceService is itself a ReferenceTarget, so an engine may pass `(name) => engine.service(name)`.
 */
export const declaredTargets: ReferenceLookup = (name) => {
  let table: EngineTable;
  try {
    table = engineTableOf(name);
  } catch {
    return undefined; // not stored by the engine: `npm run schemas:check` reports unknown targets
  }
  return { resource: engineResourceOf(name) ?? { name }, table };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `x-ref` on the property (one id, or an array of ids) or on its items (an array of ids). */
function refOf(prop: JsonSchema): { target: string; many: boolean } | undefined {
  const own = (prop as Record<string, unknown>)['x-ref'];
  const ofItems = prop.items ? (prop.items as Record<string, unknown>)['x-ref'] : undefined;
  const target = typeof own === 'string' ? own : typeof ofItems === 'string' ? ofItems : undefined;
  if (!target) return undefined;
  const types = Array.isArray(prop.type) ? prop.type : [prop.type];
  return { target, many: types.includes('array') };
}

/** The ids a write adds, with the field path each came from (`workshiftType`, `branches.2`). Unchanged ids are not re-checked. */
function newReferences(schema: JsonSchema, record: ApiRecord, before?: ApiRecord): Map<string, { id: string; field: string }[]> {
  const byTarget = new Map<string, { id: string; field: string }[]>();
  const add = (target: string, id: unknown, field: string) => byTarget.set(target, [...(byTarget.get(target) ?? []), { id: String(id), field }]);
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    const ref = refOf(prop);
    const value = record[field];
    if (!ref || value === undefined || value === null) continue;
    if (ref.many) {
      const kept = new Set(before && Array.isArray(before[field]) ? (before[field] as unknown[]) : []);
      if (Array.isArray(value)) value.forEach((id, i) => !kept.has(id) && add(ref.target, id, `${field}.${i}`));
    } else if (!before || before[field] !== value) {
      add(ref.target, value, field);
    }
  }
  return byTarget;
}

/**
 * Every `x-ref` field a write sets (overlay fields included: pass the company's effective schema) must name a record
 * of the caller's company, and of the caller's units when the target is unit-scoped (`unitScope`; branch offices are
 * scoped by their own id). Otherwise 400 REF_NOT_FOUND on each failing field: another company's id and a missing id
 * look alike. One query for every referenced resource together.
 */
export async function assertReferences(
  tx: Db, lookup: ReferenceLookup, auth: AuthContext, scope: Set<string> | null, schema: JsonSchema, record: ApiRecord, before?: ApiRecord,
): Promise<void> {
  const checks: { name: string; refs: { id: string; field: string }[] }[] = [];
  // one SELECT per referenced resource, sent as one UNION ALL: a write naming a person, a reason and a unit is one
  // round trip, not three (the embedded database answers queries one at a time)
  const selects = [];
  for (const [name, refs] of newReferences(schema, record, before)) {
    const target = lookup(name);
    if (!target) continue;
    checks.push({ name, refs });
    const ids = [...new Set(refs.map((r) => r.id).filter((id) => UUID.test(id)))];
    if (!ids.length) continue;
    const conds: SQL[] = [eq(target.table.companyId, auth.company.id)];
    const scopeColumn = scope && target.resource.unitScope ? target.table.columns[target.resource.unitScope] : undefined;
    if (scope && scopeColumn) conds.push(scopeCondition(scopeColumn, scope));
    selects.push(tx.select({ target: sql<string>`${name}::text`.as('target'), id: sql<string>`${target.table.id}::text`.as('id') })
      .from(target.table.table).where(and(anyUuid(target.table.id, ids), ...conds)));
  }
  if (!checks.length) return;
  type Found = { target: string; id: string }[];
  const rows: Found = !selects.length ? []
    : selects.length === 1 ? await selects[0]
      : await (selects.slice(1).reduce((q, next) => q.unionAll(next as never) as never, selects[0]) as unknown as Promise<Found>);
  const found = new Set(rows.map((r) => `${r.target}|${String(r.id).toLowerCase()}`));
  const errors: PendingFieldError[] = [];
  for (const { name, refs } of checks) for (const r of refs) if (!found.has(`${name}|${r.id.toLowerCase()}`)) errors.push(fieldError(r.field, 'REF_NOT_FOUND'));
  if (errors.length) throw new ApiError(400, 'REF_NOT_FOUND', { errors });
}
