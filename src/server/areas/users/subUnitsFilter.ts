import type { Db } from '../../db/client';
import type { NormalizedListQuery } from '../../engine/listQuery';
import { unitsAndBelow } from '../../permissions/unitScope';

/**
 * `subUnits: true` on the collaborators report: its unit filter means "this unit and its sub-units", as the
 * demographics report counts a unit (its drill-down opens the same people it counted). The one unit of
 * `filters.mainBranch` (a plain id or `{ eq: id }`) becomes `{ in: [it and every unit below] }`; the caller's unit
 * scope still applies on top. Anything else is left as it is.
 */
export async function withSubUnits(db: Db, companyId: string, query: NormalizedListQuery, subUnits: boolean | undefined): Promise<NormalizedListQuery> {
  const raw = query.filters.mainBranch;
  const unit = typeof raw === 'string' ? raw : raw && typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 1 && typeof (raw as { eq?: unknown }).eq === 'string' ? (raw as { eq: string }).eq : undefined;
  if (!subUnits || !unit) return query;
  const units = await unitsAndBelow(db, companyId, [unit]);
  // an unknown unit (or another company's) keeps its own filter: it matches nobody
  if (!units.size) return query;
  return { ...query, filters: { ...query.filters, mainBranch: { in: [...units] } } };
}
