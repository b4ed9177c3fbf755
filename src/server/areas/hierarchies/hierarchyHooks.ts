import { and, count, eq } from 'drizzle-orm';
import { hierarchies } from '../../engine/storage/productTables';
import type { ResourceHooks } from '../../engine/hooks';
import { ApiError, fieldConflict, fieldError, validationError } from '../../http/apiError';

/** Spec §3: the customFields.hierarchies list defaults to position, Sector, Departamento. */
export const DEFAULT_HIERARCHY_TYPES = ['position', 'Sector', 'Departamento'];

/**
 * Hierarchies and positions: the type must be one of the company's hierarchy types (TYPE_INVALID), the parent must
 * be an existing hierarchy of the company (POSITION_NOT_EXISTS) and not the record itself or below it, a name is
 * unique within its type (HIERARCHY_EXISTS), and one with children cannot be deleted.
 */
export const hierarchyHooks: ResourceHooks = {

  async beforeWrite({ tx, auth, record, before }) {
    const types = auth.company.customFields?.hierarchies?.length ? auth.company.customFields.hierarchies : DEFAULT_HIERARCHY_TYPES;
    if ((!before || record.type !== before.type) && !types.includes(String(record.type))) throw fieldConflict(400, 'TYPE_INVALID', 'type');
    const parent = record.parentId;
    if (typeof parent !== 'string' || (before && parent === before.parentId)) return;
    const links = await tx.select({ id: hierarchies.id, parentId: hierarchies.parentId }).from(hierarchies).where(eq(hierarchies.companyId, auth.company.id));
    if (!links.some((l) => l.id === parent)) throw fieldConflict(400, 'POSITION_NOT_EXISTS', 'parentId');
    if (before) {
      const parentOf = new Map(links.map((l) => [l.id, l.parentId]));
      const seen = new Set<string>();
      for (let at: string | null | undefined = parent; at && !seen.has(at); at = parentOf.get(at)) {
        if (at === before.id) throw validationError([fieldError('parentId', 'invalid')]);
        seen.add(at);
      }
    }
  },

  async beforeDelete({ tx, auth, record }) {
    const [children] = await tx
      .select({ n: count() })
      .from(hierarchies)
      .where(and(eq(hierarchies.companyId, auth.company.id), eq(hierarchies.parentId, String(record.id))));
    if (children.n > 0) throw new ApiError(409, 'VALIDATION_ERROR', { errors: [fieldError('id', 'hasChildren')] });
  },
};
