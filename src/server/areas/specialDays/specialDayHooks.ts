import { and, eq, inArray } from 'drizzle-orm';
import { branchOffices } from '../../db/schema';
import type { ResourceHooks } from '../../engine/hooks';
import { fieldConflict } from '../../http/apiError';

/** Special days: `branches` must name units of the caller's company (BRANCH_INVALID). The date order is a shared rule. */
export const specialDayHooks: ResourceHooks = {
  async beforeWrite({ tx, auth, record, before }) {
    const branches = Array.isArray(record.branches) ? (record.branches as string[]) : [];
    if (!branches.length || (before && JSON.stringify(branches) === JSON.stringify(before.branches))) return;
    const found = await tx
      .select({ id: branchOffices.id })
      .from(branchOffices)
      .where(and(eq(branchOffices.companyId, auth.company.id), inArray(branchOffices.id, branches)));
    if (found.length !== new Set(branches).size) throw fieldConflict(400, 'BRANCH_INVALID', 'branches');
  },
};
