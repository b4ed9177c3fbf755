import { and, count, eq } from 'drizzle-orm';
import { validateVacationMatrix } from '../../../shared/absences';
import { users } from '../../db/schema';
import type { ResourceHooks } from '../../engine/hooks';
import { fieldConflict } from '../../http/apiError';
import { requestError } from '../dayoffs/requestChecks';
import { registerVacationRoutes } from './vacationRoutes';

/**
 * Vacation matrices on the engine: the shared rules the schema cannot say (a longer tenure never earns fewer days,
 * the expiry's months or cycles present for its kind) on their fields; a matrix people follow is not deleted.
 */
export const vacationMatrixHooks: ResourceHooks = {
  async beforeWrite({ record }) {
    const errors = validateVacationMatrix(record);
    if (errors.length) throw requestError(errors);
  },

  async beforeDelete({ tx, auth, record }) {
    const [{ n }] = await tx.select({ n: count() }).from(users)
      .where(and(eq(users.companyId, auth.company.id), eq(users.vacationMatrixId, String(record.id))));
    if (n > 0) throw fieldConflict(409, 'VACATION_MATRIX_IN_USE', 'id');
  },

  routes: registerVacationRoutes,
};
