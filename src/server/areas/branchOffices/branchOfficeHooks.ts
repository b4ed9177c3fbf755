import { and, count, eq } from 'drizzle-orm';
import { branchOffices, users } from '../../db/schema';
import { ApiError, fieldConflict } from '../../http/apiError';
import type { ResourceHooks } from '../../engine/hooks';
import { engineTableOf } from '../../engine/tables';
import { forgetUnitTree } from '../../permissions/unitTreeCache';
import { registerBranchTreeRoute } from './branchTreeRoute';
import { unitLinks, wouldCycle } from './unitTree';

/**
 * Branch offices (organisational units): the parent must be a unit of the same company and must not close a loop
 * (BRANCH_PARENT_INVALID); a unit still holding users (100001), child units (100002) or employer records
 * (BRANCH_IN_USE) cannot be deleted.
 * For unit-scoped roles the unit's place in the scope is its parent: they create and move units under their own.
 */
export const branchOfficeHooks: ResourceHooks = {
  scopeAnchor: 'parentOrganization',

  async beforeWrite({ tx, auth, record, before }) {
    const parent = record.parentOrganization;
    if (typeof parent !== 'string' || (before && parent === before.parentOrganization)) return;
    const links = await unitLinks(tx, auth.company.id);
    const exists = links.some((l) => l.id === parent);
    if (!exists || (before && wouldCycle(links, String(before.id), parent))) {
      throw fieldConflict(400, 'BRANCH_PARENT_INVALID', 'parentOrganization');
    }
  },

  async beforeDelete({ tx, auth, record }) {
    const id = String(record.id);
    const [people] = await tx.select({ n: count() }).from(users).where(and(eq(users.companyId, auth.company.id), eq(users.mainBranch, id)));
    if (people.n > 0) throw new ApiError(409, '100001');
    const [children] = await tx
      .select({ n: count() })
      .from(branchOffices)
      .where(and(eq(branchOffices.companyId, auth.company.id), eq(branchOffices.parentOrganization, id)));
    if (children.n > 0) throw new ApiError(409, '100002');
    // an employer record covering the unit would be left pointing at nothing
    const records = engineTableOf('employerrecords');
    const [covered] = await tx.select({ n: count() }).from(records.table)
      .where(and(eq(records.companyId, auth.company.id), eq(records.columns.branchOfficeId, id)));
    if (covered.n > 0) throw new ApiError(409, 'BRANCH_IN_USE');
  },

  // unit-scoped callers' scopes are computed from the cached unit tree
  afterWrite({ auth }) {
    forgetUnitTree(auth.company.id);
  },

  routes: registerBranchTreeRoute,
};
